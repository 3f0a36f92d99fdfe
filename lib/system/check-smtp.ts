import "server-only";
import { createTransport } from "nodemailer";
import type { TConnection } from "../schemas/admin-organisasi";

// Spec 2.7 `smtp`: nodemailer's verify() against the configured server: connect, greeting,
// EHLO, STARTTLS when offered and AUTH when the URL has credentials. Nothing is sent.

/** The error text without the URL's password (raw or percent-decoded). */
function withoutPassword(text: string, url: URL): string {
  const secrets = [url.password, decodeURIComponent(url.password)].filter((s) => s.length > 0);
  return secrets.reduce((clean, secret) => clean.replaceAll(secret, "***"), text);
}

export async function checkSmtp(smtpUrl: string | undefined, timeoutMs: number): Promise<TConnection> {
  if (!smtpUrl) {
    return {
      connected: false,
      detail: "SMTP belum dikonfigurasi (SMTP_URL kosong) / SMTP is not configured (SMTP_URL unset)",
    };
  }
  const url = new URL(smtpUrl);
  const server = `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return { connected: true, detail: `Terhubung ke / connected to ${server}` };
  } catch (error) {
    const reason = withoutPassword((error as Error).message || String(error), url);
    return { connected: false, detail: `${server} tidak dapat dipakai / cannot be used: ${reason}` };
  } finally {
    transport.close();
  }
}
