import { createTransport } from "nodemailer";
import type { KanalNotifikasi } from "../db/generated/enums";
import type { Env } from "../env";

// How a notification leaves: e-mail through the SMTP server, WhatsApp through the HTTP gateway.
// No "server-only" import: scripts/serve.ts runs the worker outside Next's bundler, where it
// would throw. Timeouts are short so that a dead server fails the attempt quickly (the worker
// retries later) instead of holding the worker's claim on the outbox rows.

export type NotificationSettings = Pick<
  Env,
  "SMTP_URL" | "SMTP_FROM" | "WA_GATEWAY_URL" | "WA_GATEWAY_TOKEN"
>;

export interface OutgoingNotification {
  /** E-mail address or WhatsApp number. */
  tujuan: string;
  subjek: string;
  isi: string;
}

/** Hands one message to the mail server or gateway; throws when it was not accepted. */
export type SendNotification = (message: OutgoingNotification) => Promise<void>;

/** A sender per channel; a channel without one is not configured. */
export type NotificationTransports = Partial<Record<KanalNotifikasi, SendNotification>>;

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const GATEWAY_TIMEOUT_MS = 15_000;

export function createTransports(settings: NotificationSettings): NotificationTransports {
  const transports: NotificationTransports = {};
  if (settings.SMTP_URL) transports.EMAIL = emailSender(settings.SMTP_URL, settings.SMTP_FROM);
  if (settings.WA_GATEWAY_URL)
    transports.WHATSAPP = whatsappSender(settings.WA_GATEWAY_URL, settings.WA_GATEWAY_TOKEN);
  return transports;
}

function emailSender(url: string, from: string): SendNotification {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  return async ({ tujuan, subjek, isi }) => {
    await transport.sendMail({ from, to: tujuan, subject: subjek, text: isi });
  };
}

/** POST {"to","message"} as JSON; any answer but 2xx is a failure. */
function whatsappSender(url: string, token: string | undefined): SendNotification {
  return async ({ tujuan, isi }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: tujuan, message: isi }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    // Read the body either way: it frees the connection, and a refusal's text says why.
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      const reason = text.trim().slice(0, 200);
      throw new Error(`the WhatsApp gateway answered ${response.status}${reason ? `: ${reason}` : ""}`);
    }
  };
}
