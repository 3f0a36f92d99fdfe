import { AppError } from "../errors";
import { errorToResponse } from "./error-to-response";
import { PUBLIC_CORS_HEADERS } from "./public-edge";
import { publicResponseRoute } from "./public-route";

// Handlers for the methods a route does not support: 405 JSON with Allow. The public API's
// routes (anyone, any origin: spec 4.1, CSW) answer them with their CORS headers and a
// preflight that allows the methods they take; the signed-in API's answer without CORS, so a
// browser on another origin is told nothing it could use.

const methodError = (method: string, allow: string) => {
  const response = errorToResponse(
    new AppError("METHOD_NOT_ALLOWED", `Metode ${method} tidak didukung / method not allowed`, {
      allowed: allow.split(", "),
    }),
  );
  response.headers.set("Allow", allow);
  return response;
};

const handlers = <Handler>(respond: Handler, preflight: () => Promise<Response>) => ({
  GET: respond,
  POST: respond,
  PUT: respond,
  PATCH: respond,
  DELETE: respond,
  OPTIONS: preflight,
});

/** For a public route: 405 with CORS, and a CORS preflight for the methods it takes. */
export function publicMethodNotAllowed(allowed: string[]) {
  const allow = [...allowed, "OPTIONS"].join(", ");
  const respond = publicResponseRoute(async (request: Request) => methodError(request.method, allow));
  const preflight = async () =>
    new Response(null, {
      status: 204,
      headers: {
        ...PUBLIC_CORS_HEADERS,
        Allow: allow,
        "Access-Control-Allow-Methods": allow,
        "Access-Control-Allow-Headers": "If-None-Match, Content-Type",
        "Access-Control-Max-Age": "86400",
      },
    });
  return handlers(respond, preflight);
}

/** For a signed-in or internal route: 405 and OPTIONS with Allow, no CORS. */
export function methodNotAllowed(allowed: string[]) {
  const allow = [...allowed, "OPTIONS"].join(", ");
  const respond = async (request: Request) => methodError(request.method, allow);
  const options = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return handlers(respond, options);
}
