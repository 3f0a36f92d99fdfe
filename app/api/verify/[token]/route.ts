// GET /api/verify/{token} – verify a signed QC/QE/QA document (spec 4.1, 2.4)
import { clientIp, rateLimitKey } from "@/lib/http/client-ip";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicResponse } from "@/lib/http/public-edge";
import { jsonAnswer, publicResponseRoute } from "@/lib/http/public-route";
import { rateLimitedResponse, rateLimitHeaders } from "@/lib/http/rate-limit-response";
import { verifyDocument } from "@/lib/quality/verify-document";
import { consumeVerifyLimit } from "@/lib/quality/verify-rate-limit";
import { isSignatureToken, type VerificationResult } from "@/lib/schemas/verification";

// Spec 8: 20 requests per minute per IP, one budget shared with the page /verifikasi/{token}.

type Context = { params: Promise<{ token: string }> };

export const GET = publicResponseRoute(async (request: Request, { params }: Context) => {
  const rate = await consumeVerifyLimit(rateLimitKey(clientIp(request)));
  if (!rate.allowed) return rateLimitedResponse(rate);
  const { token } = await params;
  const result: VerificationResult = isSignatureToken(token) ? await verifyDocument(token) : { valid: false };
  // Not cached anywhere: a document may be revoked at any time, and answers are per token.
  return publicResponse(
    request,
    jsonAnswer(result, { status: result.valid ? 200 : 404, headers: rateLimitHeaders(rate) }),
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
