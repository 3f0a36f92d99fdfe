import type { Metadata } from "next";
import { headers } from "next/headers";
import { VerificationVerdict } from "@/components/quality/verification-verdict";
import { clientIp, rateLimitKey } from "@/lib/http/client-ip";
import { getLocale } from "@/lib/i18n/get-locale";
import { verifikasiMessages } from "@/lib/i18n/messages/verifikasi";
import { verifyDocument } from "@/lib/quality/verify-document";
import { consumeVerifyLimit } from "@/lib/quality/verify-rate-limit";
import { isSignatureToken } from "@/lib/schemas/verification";

// The page a certificate's QR code opens. An unknown, altered or malformed token gets the
// "not valid" verdict in the portal's frame (HTTP 200, not indexed) rather than the generic
// 404 page, because whoever scanned the code needs the verdict itself.

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = verifikasiMessages[await getLocale()];
  return { title: t.title, robots: { index: false, follow: false } };
}

export default async function VerifikasiPage({ params }: Props) {
  const { token } = await params;
  const locale = await getLocale();
  // The client as the API route sees it: the same address rules, so one budget for both.
  const client = rateLimitKey(clientIp(new Request("http://localhost/", { headers: await headers() })));
  const rate = await consumeVerifyLimit(client);
  const result = !rate.allowed
    ? null
    : isSignatureToken(token)
      ? await verifyDocument(token)
      : ({ valid: false } as const);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <VerificationVerdict token={token} result={result} locale={locale} />
    </main>
  );
}
