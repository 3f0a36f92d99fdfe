import { AsyncLocalStorage } from "node:async_hooks";

// The id of the request being handled, for every log line written while handling it (the
// logger's mixin reads it). The custom server (scripts/serve.ts) sets it; held on globalThis
// because Next's bundle and the custom server each load their own copy of this module.

const holder = globalThis as unknown as { simpulRequestIds?: AsyncLocalStorage<string> };
const storage = () => {
  holder.simpulRequestIds ??= new AsyncLocalStorage<string>();
  return holder.simpulRequestIds;
};

/** Runs `handle` with `requestId` as the current request's id. */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return storage().run(requestId, handle);
}

/** The id of the request being handled, when there is one. */
export const currentRequestId = (): string | undefined => storage().getStore();
