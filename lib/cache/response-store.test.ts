import { beforeEach, describe, expect, it } from "vitest";
import {
  clearStoredResponses,
  isKnownSpelling,
  rememberAlias,
  type StoredResponse,
  storedResponse,
  storedResponseFor,
  storeResponse,
} from "./response-store";

const response = (text: string): StoredResponse => ({
  body: Buffer.from(text),
  etag: `"${text.length}"`,
  headers: { "Content-Type": "application/xml; charset=utf-8" },
});

describe("rendered CSW response store", () => {
  beforeEach(() => clearStoredResponses());

  it("answers only for the version it was rendered at: an older version misses, a newer one drops it", () => {
    storeResponse("caps", 5n, 600, response("<a/>"));
    expect(storedResponse("caps", 4n)).toBeNull(); // read before the entry was rendered: it stays
    expect(storedResponse("caps", 5n)?.body.toString()).toBe("<a/>");
    expect(storedResponse("caps", 6n)).toBeNull(); // the catalogue moved on: gone
    expect(storedResponse("caps", 5n)).toBeNull();
  });

  it("expires entries after their lifetime", () => {
    storeResponse("records", 1n, 0, response("<r/>"));
    expect(storedResponse("records", 1n)).toBeNull();
  });

  it("finds entries by remembered request spellings, and forgets them with the entry", () => {
    storeResponse("caps", 1n, 600, response("<a/>"));
    rememberAlias("GET /csw?request=GetCapabilities", "caps");
    expect(isKnownSpelling("GET /csw?request=GetCapabilities")).toBe(true);
    expect(storedResponseFor("GET /csw?request=GetCapabilities", 1n)?.etag).toBe('"4"');
    expect(storedResponseFor("GET /csw?REQUEST=GetCapabilities", 1n)).toBeNull();
    storeResponse("caps", 2n, 600, response("<b/>")); // re-rendered: old spellings are dropped
    expect(isKnownSpelling("GET /csw?request=GetCapabilities")).toBe(false);
  });

  it("keeps total size bounded, dropping the least recently used first, and refuses huge entries", () => {
    const sized = (mebibytes: number, fill: number): StoredResponse => ({
      body: new Uint8Array(mebibytes * 1024 * 1024).fill(fill),
      etag: `"${fill}"`,
      headers: {},
    });
    for (let i = 0; i < 12; i++) {
      storeResponse(`page-${i}`, 1n, 600, sized(7, i));
      if (i === 9) expect(storedResponse("page-0", 1n)).toBeNull(); // 10 x 7 MiB > 64 MiB
      storedResponse("page-1", 1n); // kept in use
    }
    expect(storedResponse("page-1", 1n)?.etag).toBe('"1"');
    expect(storedResponse("page-11", 1n)?.etag).toBe('"11"');
    expect(storedResponse("page-3", 1n)).toBeNull();
    storeResponse("huge", 1n, 600, sized(9, 0));
    expect(storedResponse("huge", 1n)).toBeNull();
  });
});
