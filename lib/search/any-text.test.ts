import { describe, expect, it } from "vitest";
import {
  anyTextContainsPattern,
  anyTextDocument,
  anyTextLikeRegex,
  foldForMatch,
  plainWordsOf,
} from "./any-text";

// The regular expressions are checked with JavaScript's engine here, in the subset where it
// and PostgreSQL's agree ((?n) is PostgreSQL's: JavaScript's m flag and [^\n] stand for it);
// the database tests run them in PostgreSQL.
const matches = (likePattern: string, values: string[]) => {
  const regex = anyTextLikeRegex(likePattern);
  expect(regex.startsWith("(?n)^") && regex.endsWith("$")).toBe(true);
  const body = regex
    .slice("(?n)".length)
    .replaceAll(".*", "[^\\n]*")
    .replace(/(?<!\\)\.(?!\*)/g, "[^\\n]");
  return new RegExp(body, "m").test(anyTextDocument(values));
};

describe("AnyText patterns", () => {
  it("fold case and accents the same way on both sides", () => {
    expect(foldForMatch("Sungai CITARUM, Jawa Barat — Ŝtraße Øresund")).toBe(
      "sungai citarum, jawa barat — strasse oresund",
    );
    expect(anyTextDocument(["  Hutan\n Lindung ", "hutan lindung", "BMKG"])).toBe("hutan lindung\nbmkg");
  });

  it("match a whole value: fragments, prefixes, suffixes and single characters", () => {
    const values = ["Kementerian Lingkungan Hidup dan Kehutanan", "Peta Sungai", "TIGER/Line 2020"];
    expect(matches("%utan%", values)).toBe(true);
    expect(matches("%ungai", values)).toBe(true);
    expect(matches("%ungai%", values)).toBe(true);
    expect(matches("peta%", values)).toBe(true);
    expect(matches("%s_ngai%", values)).toBe(true);
    expect(matches("%s_ngai", values)).toBe(true);
    expect(matches("%s__ngai%", values)).toBe(false);
    expect(matches("sungai%", values)).toBe(false); // no value begins with it
    expect(matches("%peta", values)).toBe(false); // no value ends with it
    expect(matches("%tiger/line%", values)).toBe(true);
    expect(matches("%KEHUTANAN", values)).toBe(true);
    // One value at a time: a pattern never spans two values.
    expect(matches("%kehutanan%peta%", values)).toBe(false);
  });

  it("read escapes and regular-expression characters literally", () => {
    const values = ["100% lengkap", "a.b", "1:250.000 (skala)"];
    expect(matches("100\\%%", values)).toBe(true);
    expect(matches("%0\\% l%", values)).toBe(true);
    expect(matches("a_b", values)).toBe(true);
    expect(matches("a\\_b", values)).toBe(false);
    expect(matches("%1:250.000 (skala)%", values)).toBe(true);
    expect(matches("%1:250x000%", values)).toBe(false); // the dot is a dot
    expect(anyTextLikeRegex("a.b*(c)")).toBe("(?n)^a\\.b\\*\\(c\\)$");
    expect(anyTextLikeRegex("%%x%%")).toBe("(?n)^.*x.*$");
  });

  it("become a LIKE over the whole text when they are text between two wildcards", () => {
    expect(anyTextContainsPattern("%Hutan Lindung%")).toBe("%hutan lindung%");
    expect(anyTextContainsPattern("%tiger/line%")).toBe("%tiger/line%");
    expect(anyTextContainsPattern("%100\\%%")).toBe("%100\\%%");
    expect(anyTextContainsPattern("%a\\_b%")).toBe("%a\\_b%");
    for (const other of ["%s_ngai%", "%ungai", "sungai%", "%a%b%", "%%", "%", "hutan", "%x\\"])
      expect(anyTextContainsPattern(other), other).toBeNull();
  });

  it("know plain words between two wildcards", () => {
    expect(plainWordsOf("%hutan lindung%")).toBe("hutan lindung");
    expect(plainWordsOf("%BMKG%")).toBe("BMKG");
    expect(plainWordsOf("%utan")).toBeNull();
    expect(plainWordsOf("%s_ngai%")).toBeNull();
    expect(plainWordsOf("%tiger/line%")).toBeNull();
  });
});
