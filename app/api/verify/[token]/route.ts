// GET /api/verify/{token} – verify a signed QC/QE/QA document (spec 4.1, 2.4)
import { clientIp, rateLimitKey } from "@/lib/http/client-ip";
import { jsonResponse, methodNotAllowed, publicRoute } from "@/lib/http/public-route";
import { consumeRateLimit } from "@/lib/http/rate-limit/consume-rate-limit";
import { rateLimitedResponse, rateLimitHeaders } from "@/lib/http/rate-limit/rate-limit-response";
import { verifyDocument } from "@/lib/quality/verify-document";
import { isSignatureToken, type VerificationResult } from "@/lib/schemas/verification";

// Spec 8: 20 requests per minute per IP. Every request counts, malformed tokens too, so
// probing is throttled like verifying; the counter is the only database work a malformed
// token causes (no document lookup).
const VERIFY_LIMIT = { name: "verify", limit: 20, windowSeconds: 60 } as const;

type Context = { params: Promise<{ token: string }> };

export const GET = publicRoute(async (request: Request, { params }: Context) => {
  const rate = await consumeRateLimit({ ...VERIFY_LIMIT, key: rateLimitKey(clientIp(request)) });
  if (!rate.allowed) return rateLimitedResponse(rate);
  const { token } = await params;
  const result: VerificationResult = isSignatureToken(token) ? await verifyDocument(token) : { valid: false };
  // Not cached anywhere: a document may be revoked at any time, and answers are per token.
  return jsonResponse(request, result, { status: result.valid ? 200 : 404, headers: rateLimitHeaders(rate) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
