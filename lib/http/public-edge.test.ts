import { describe, expect, it } from "vitest";
import { etagOf } from "./etag";
import { type PublicAnswer, publicResponse } from "./public-edge";

// A body in parts (a CSW page: its document and each record) is sent as the text the parts
// make, encoded once; a small one whole and tagged, a large one streamed untagged.

const request = new Request("http://localhost/csw");
const answer = (body: string[], etag: boolean): PublicAnswer => ({
  status: 200,
  body,
  contentType: "application/xml; charset=utf-8",
  maxAge: 60,
  reuse: "shared",
  etag,
});

describe("publicResponse with a body in parts", () => {
  it("sends the parts' text, multi-byte characters whole across parts, tagged as that text", async () => {
    const parts = ["<a>", "Sungai Citarum — ", "Pulau Sumbawa é ✓ 🌋", "", "</a>"];
    const response = publicResponse(request, answer(parts, true));
    expect(response.headers.get("etag")).toBe(etagOf(parts.join("")));
    expect(await response.text()).toBe(parts.join(""));
  });

  it("answers If-None-Match with 304 when the parts make the tagged text", async () => {
    const parts = ["<a>", "hutan", "</a>"];
    const conditional = new Request("http://localhost/csw", {
      headers: { "If-None-Match": etagOf(parts.join("")) },
    });
    expect(publicResponse(conditional, answer(parts, true)).status).toBe(304);
  });

  it("streams parts of more than a megabyte in all, untagged, as the same text", async () => {
    const record = `<r>${"peta rupabumi ✓ ".repeat(4_000)}</r>`; // 68,004 bytes
    const parts = ["<page>", ...Array.from({ length: 16 }, () => record), "</page>"];
    const response = publicResponse(request, answer(parts, true));
    expect(response.headers.get("etag")).toBeNull();
    const text = await response.text();
    expect(text.length).toBe(parts.join("").length);
    expect(text).toBe(parts.join(""));
  });

  it("sends an untagged page (GetRecords) as its parts' text, without a tag", async () => {
    const parts = ["<page>", "<r>1</r>", "<r>2</r>", "</page>"];
    const response = publicResponse(request, answer(parts, false));
    expect(response.headers.get("etag")).toBeNull();
    expect(await response.text()).toBe("<page><r>1</r><r>2</r></page>");
  });
});
