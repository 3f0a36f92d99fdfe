import "server-only";
import type { TConnection } from "../schemas/admin-organisasi";

// Spec 2.7 `wa`: the WhatsApp gateway is up when its health URL answers 2xx.

export interface WaGatewaySettings {
  WA_GATEWAY_URL?: string;
  WA_GATEWAY_TOKEN?: string;
  WA_HEALTH_URL?: string;
}

/** WA_HEALTH_URL, or the gateway's origin + /health; null when no gateway is configured. */
export function waHealthUrl(settings: WaGatewaySettings): URL | null {
  if (settings.WA_HEALTH_URL) return new URL(settings.WA_HEALTH_URL);
  return settings.WA_GATEWAY_URL ? new URL("/health", settings.WA_GATEWAY_URL) : null;
}

function failureReason(error: unknown): string {
  if ((error as Error).name === "TimeoutError") return "tidak menjawab / no answer";
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export async function checkWaGateway(settings: WaGatewaySettings, timeoutMs: number): Promise<TConnection> {
  const target = waHealthUrl(settings);
  if (!target) {
    return {
      connected: false,
      detail:
        "Gateway WhatsApp belum dikonfigurasi (WA_GATEWAY_URL kosong) / the WhatsApp gateway is not configured (WA_GATEWAY_URL unset)",
    };
  }
  // The token goes only to the gateway's own origin, never to a separate health service.
  const gatewayOrigin = settings.WA_GATEWAY_URL ? new URL(settings.WA_GATEWAY_URL).origin : null;
  const headers: Record<string, string> =
    settings.WA_GATEWAY_TOKEN && gatewayOrigin === target.origin
      ? { Authorization: `Bearer ${settings.WA_GATEWAY_TOKEN}` }
      : {};
  const shown = `${target.origin}${target.pathname}`; // no query: it may carry a key
  try {
    const response = await fetch(target, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok
      ? { connected: true, detail: `${shown}: HTTP ${response.status}` }
      : { connected: false, detail: `${shown}: HTTP ${response.status}` };
  } catch (error) {
    return {
      connected: false,
      detail: `${shown} tidak dapat dijangkau / unreachable: ${failureReason(error)}`,
    };
  }
}
