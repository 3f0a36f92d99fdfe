// GET and POST /csw – OGC CSW 2.0.2 (spec 4.3): KVP or XML requests, XML answers (lib/csw)

import { serveCsw } from "@/lib/http/csw/serve";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";

export const GET = (request: Request) => serveCsw(request);
export const POST = (request: Request) => serveCsw(request);

// Browsers preflight a POST with an XML body.
export const { OPTIONS } = publicMethodNotAllowed(["GET", "HEAD", "POST"]);
