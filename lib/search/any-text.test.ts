import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyTextContainsPattern,
  anyTextDocument,
  anyTextLikeRegex,
  anyTextWordPlan,
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
    // ASCII text takes a shorter way (no normalisation): the same result as the whole fold,
    // which one accented letter makes the same characters take.
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join("");
    const wholeFold = foldForMatch(`${ascii}é`);
    expect(wholeFold).toBe(`${ascii.toLowerCase()}e`);
    expect(foldForMatch(ascii)).toBe(wholeFold.slice(0, -1));
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

  it("plan word lookups that find every match, and only matches where exact (property)", () => {
    // The words the database keeps of a document (simpul_kata_teks in the migration
    // anytext_words_with_digits), written again: runs of three or more letters a-z or digits
    // 0-9, and each value's first ('^') and last ('$') run of three or more.
    const wordsOf = (document: string) => {
      const words = new Set((document.match(/[a-z]+|\d+/g) ?? []).filter((word) => word.length >= 3));
      for (const line of document.split("\n")) {
        const [first, last] = [/^([a-z]+|\d+)/.exec(line)?.[0], /([a-z]+|\d+)$/.exec(line)?.[0]];
        if (first && first.length >= 3) words.add(`^${first}`);
        if (last && last.length >= 3) words.add(`${last}$`);
      }
      return [...words];
    };
    // A LIKE over one word as simpul_kata_pola asks it: marked words only for marked patterns.
    const wordMatches = (pattern: string, word: string) =>
      (pattern.startsWith("^") || pattern.endsWith("$") || /^[a-z0-9]+$/.test(word)) &&
      new RegExp(
        `^${[...pattern].map((c) => (c === "%" ? ".*" : c === "_" ? "." : c.replace(/[\^$]/, "\\$&"))).join("")}$`,
        "s",
      ).test(word);
    const text = (chars: string, maxLength: number) =>
      fc.array(fc.constantFrom(...chars), { maxLength }).map((c) => c.join(""));
    // Patterns mostly cut from a value, some characters made wildcards, so that many match.
    const cases = fc.array(text("abns -12", 12), { minLength: 1, maxLength: 4 }).chain((values) =>
      fc.tuple(
        fc.constant(values),
        fc.oneof(
          text("abns -12%_", 9),
          fc
            .tuple(
              fc.nat(),
              fc.nat(),
              fc.nat(),
              fc.array(fc.constantFrom("%", "_", null, null, null), { maxLength: 10 }),
              fc.constantFrom("%", "%", "_", ""),
              fc.constantFrom("%", "%", "_", ""),
            )
            .map(([which, from, length, wild, before, after]) => {
              const value = values[which % values.length] as string;
              const start = value.length ? from % value.length : 0;
              const cut = [...value.slice(start, start + (length % 10))].map((c, i) => wild[i] ?? c);
              return `${before}${cut.join("")}${after}`;
            }),
        ),
      ),
    );
    let [planned, matched] = [0, 0];
    fc.assert(
      fc.property(cases, ([values, pattern]) => {
        const plan = anyTextWordPlan(pattern);
        if (!plan) return;
        planned++;
        const words = wordsOf(anyTextDocument(values));
        const held = (wordPattern: string) => words.some((word) => wordMatches(wordPattern, word));
        const byExact = plan.exact !== null && held(plan.exact);
        const byNecessary = plan.necessary?.every(held) ?? false;
        if (matches(pattern, values)) {
          matched++;
          expect(byExact || byNecessary, `${pattern} in ${values}`).toBe(true);
        } else expect(byExact, `${pattern} not in ${values}`).toBe(false);
      }),
      { numRuns: 20_000 },
    );
    expect(planned).toBeGreaterThan(1_000);
    expect(matched).toBeGreaterThan(100);
  });

  it("plan word lookups by exact words where the letters and digits stay in one word", () => {
    expect(anyTextWordPlan("%Utan%")).toEqual({ exact: "%utan%", necessary: null });
    expect(anyTextWordPlan("hutan%")).toEqual({ exact: "^hutan%", necessary: null });
    expect(anyTextWordPlan("%ungai")).toEqual({ exact: "%ungai$", necessary: null });
    expect(anyTextWordPlan("%s_ngai%")).toEqual({ exact: "%s_ngai%", necessary: ["ngai%"] });
    expect(anyTextWordPlan("%sun_ngai%")).toEqual({ exact: "%sun_ngai%", necessary: ["%sun", "ngai%"] });
    expect(anyTextWordPlan("%2023%")).toEqual({ exact: "%2023%", necessary: null });
    expect(anyTextWordPlan("%1:250.000%")).toEqual({ exact: null, necessary: ["250", "000%"] });
    expect(anyTextWordPlan("%BNPB2016%")).toEqual({ exact: null, necessary: ["%bnpb", "2016%"] });
    expect(anyTextWordPlan("%201_6%")).toEqual({ exact: "%201_6%", necessary: ["%201"] });
    expect(anyTextWordPlan("%hutan lindung%")).toEqual({ exact: null, necessary: ["%hutan", "lindung%"] });
    expect(anyTextWordPlan("%TIGER/Line%")).toEqual({ exact: null, necessary: ["%tiger", "line%"] });
    expect(anyTextWordPlan("hutan")).toEqual({ exact: null, necessary: ["^hutan", "hutan$"] });
    for (const none of ["%12%", "%20_6%", "%s_n%", "%ab%", "%ab_cd%", "% of %", "%", ""])
      expect(anyTextWordPlan(none), none).toBeNull();
  });
});
