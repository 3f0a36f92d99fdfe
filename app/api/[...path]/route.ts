// Any /api path no route claims: a JSON 404 instead of Next's HTML page.
import { AppError } from "@/lib/errors";
import { errorToResponse } from "@/lib/http/error-to-response";

function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  return errorToResponse(
    new AppError("NOT_FOUND", "Endpoint tidak ditemukan. / No such endpoint.", { path: pathname }),
  );
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
