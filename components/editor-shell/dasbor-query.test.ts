import { describe, expect, it } from "vitest";
import { dasborHref, parseDasborQuery } from "./dasbor-query";

describe("dasbor query", () => {
  it("reads the list state and drops what does not parse", () => {
    expect(parseDasborQuery({ status: "REVIEW", q: "jalan", page: "3", milik: "saya" })).toEqual({
      status: "REVIEW",
      q: "jalan",
      page: 3,
      ownOnly: true,
    });
    expect(parseDasborQuery({ status: "BUKAN", page: "-1", q: "" })).toEqual({
      status: undefined,
      q: undefined,
      page: 1,
      ownOnly: false,
    });
  });

  it("writes it back, page 1 and empty values left out", () => {
    expect(dasborHref({ status: "DRAFT", ownOnly: true, page: 1 })).toBe(
      "/dasbor?status=DRAFT&milik=saya#daftar",
    );
    expect(dasborHref({ q: "a b", page: 2 }, false)).toBe("/dasbor?q=a+b&page=2");
    expect(dasborHref({}, false)).toBe("/dasbor");
  });
});
