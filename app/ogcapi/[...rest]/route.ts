// Any other path under /ogcapi – 404 as a problem object (not the portal's HTML page)

import { AppError } from "@/lib/errors";
import { ogcApiMethodNotAllowed, problemResponse } from "@/lib/http/ogcapi-route";

const notFound = async () =>
  problemResponse(
    new AppError("NOT_FOUND", "Tidak ada sumber daya di alamat ini / no resource at this path", {}),
  );

export const GET = notFound;
export const POST = notFound;
export const { PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
