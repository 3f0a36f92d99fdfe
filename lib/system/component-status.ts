import "server-only";
import { checkCswProvider } from "../csw/provider";
import { getCswSettings } from "../csw/service-settings";
import { type Env, getEnv } from "../env";
import type { TComponentStatus } from "../schemas/admin-organisasi";
import { checkObjectStore, type ObjectStoreSettings } from "../storage/object-store";
import { checkSmtp } from "./check-smtp";
import { checkWaGateway, type WaGatewaySettings } from "./check-wa-gateway";

// GET /api/admin/organisasi/status (spec 2.7): every component checked for real, in parallel,
// each within the time limit, so the answer comes even when all of them hang.

export type ComponentSettings = ObjectStoreSettings &
  WaGatewaySettings &
  Pick<Env, "SMTP_URL" | "CSW_PROVIDER_URL">;

const DEFAULT_TIMEOUT_MS = 5_000;

/** `run`'s answer, or `failed(reason)` when it takes longer than `ms` or throws. */
async function within<T>(ms: number, run: () => Promise<T>, failed: (reason: string) => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const seconds = Math.round(ms / 100) / 10;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(
      () => resolve(failed(`tidak menjawab dalam ${seconds} detik / no answer within ${seconds} s`)),
      ms,
    );
  });
  const attempt = Promise.resolve()
    .then(run)
    .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)));
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Built-in provider: healthy when its service identity (the capabilities' source) can be read. */
async function checkCsw(providerUrl: string | undefined): Promise<TComponentStatus["csw"]> {
  if (providerUrl) return checkCswProvider(providerUrl);
  try {
    await getCswSettings();
    return { provider: "builtin", healthy: true };
  } catch {
    return { provider: "builtin", healthy: false };
  }
}

/** Connection status of SMTP, the WhatsApp gateway, the object store and the CSW provider. */
export async function checkComponents(
  settings: ComponentSettings = getEnv(),
  { timeoutMs = DEFAULT_TIMEOUT_MS } = {},
): Promise<TComponentStatus> {
  const notConnected = (reason: string) => ({ connected: false, detail: reason });
  const provider = settings.CSW_PROVIDER_URL ? "external" : "builtin";
  const [smtp, wa, objectstore, csw] = await Promise.all([
    within(timeoutMs, () => checkSmtp(settings.SMTP_URL, timeoutMs), notConnected),
    within(timeoutMs, () => checkWaGateway(settings, timeoutMs), notConnected),
    within(timeoutMs, () => checkObjectStore(settings), notConnected),
    within(
      timeoutMs,
      () => checkCsw(settings.CSW_PROVIDER_URL),
      () => ({ provider, healthy: false }),
    ),
  ]);
  return { smtp, wa, objectstore, csw };
}
