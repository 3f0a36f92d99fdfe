import type { HarvestPage, HarvestProtocol, HarvestQuery, RemoteFetch } from "./protocol";
import { RemoteError } from "./protocol";

// The walk through a remote's pages that every harvest makes: each page handed on in turn; a
// page that timed out or failed on the way asked again (from where the walk is) twice; then
// the walk ends there, and says where, so a later run can resume from that page.

const RETRIED = new Set(["TIMEOUT", "NETWORK", "HTTP_STATUS"]);
const PAGE_RETRIES = 2;

export interface WalkEnd {
  /** The cursor after the last page handled (null: from the start). */
  cursor: string | null;
  /** Why the walk ended early; null when it reached the last page or `onPage` stopped it. */
  error: string | null;
}

/** Walks the pages from the query's cursor; `onPage` returns false to stop (a cancelled run). */
export async function walkPages(
  protocol: HarvestProtocol,
  fetch: RemoteFetch,
  query: HarvestQuery,
  onPage: (page: HarvestPage) => Promise<boolean>,
): Promise<WalkEnd> {
  let cursor = query.cursor;
  let retries = 0;
  for (;;) {
    try {
      for await (const page of oneAhead(protocol.pages(fetch, { ...query, cursor }))) {
        const goOn = await onPage(page);
        cursor = page.cursor;
        retries = 0;
        if (!goOn) return { cursor, error: null };
      }
      return { cursor, error: null };
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      if (RETRIED.has(error.kind) && retries < PAGE_RETRIES) {
        retries += 1;
        continue;
      }
      return { cursor, error: `${error.kind}: ${error.message}` };
    }
  }
}

/**
 * The pages, the next one asked for while the one handed on is being taken in: the remote
 * answers while this side imports. A failure of the page asked ahead surfaces when it is
 * reached, after the page before it was taken; a walk stopped early leaves it unread.
 */
async function* oneAhead<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let ahead = iterator.next();
  for (;;) {
    const current = await ahead;
    if (current.done) return;
    ahead = iterator.next();
    // Not unhandled while the page before is taken in: it is awaited on the next turn.
    ahead.catch(() => undefined);
    yield current.value;
  }
}
