import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { JSON_MAX_BYTES, readJsonBody } from "./parse-body";

const post = (body: BodyInit | null, type?: string, init: RequestInit = {}) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
    ...init,
  });

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (isAppError(error) ? { code: error.code, details: error.details } : error),
  );

describe("readJsonBody", () => {
  it("reads JSON sent as application/json (or a +json type)", async () => {
    expect(await readJsonBody(post('{"a":1}', "application/json; charset=utf-8"))).toEqual({ a: 1 });
    expect(await readJsonBody(post("[1]", "application/merge-patch+json"))).toEqual([1]);
  });

  it("refuses other Content-Types, which a cross-site form could send", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined])
      expect(await errorOf(readJsonBody(post("{}", type)))).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("refuses more than JSON_MAX_BYTES while reading, whatever Content-Length says (413)", async () => {
    const big = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
      },
    });
    const streamed = post(big, "application/json", { duplex: "half" } as RequestInit);
    expect(await errorOf(readJsonBody(streamed))).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      details: { limit: JSON_MAX_BYTES },
    });
  });

  it("refuses invalid UTF-8 and NUL characters anywhere, which PostgreSQL cannot store", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    expect(await errorOf(readJsonBody(post(bytes, "application/json")))).toMatchObject({
      details: { reason: "ENCODING" },
    });
    for (const body of ['{"a":"x\\u0000"}', '{"a\\u0000":1}', '[[{"b":["\\u0000"]}]]'])
      expect(await errorOf(readJsonBody(post(body, "application/json")))).toMatchObject({
        details: { reason: "NUL" },
      });
  });

  it("gives `emptyAs` for an empty body, whatever its type", async () => {
    expect(await readJsonBody(post(null), { emptyAs: {} })).toEqual({});
    expect(await readJsonBody(post("  ", "text/plain"), { emptyAs: {} })).toEqual({});
    expect(await errorOf(readJsonBody(post("{}", "text/plain"), { emptyAs: {} }))).toMatchObject({
      code: "VALIDATION_FAILED",
    });
  });
});
