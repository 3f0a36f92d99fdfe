import fc from "fast-check";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { readXml } from "@/lib/xml/read-xml";
import { expectReadableRefusal, FUZZ_RUNS, outcomeOf } from "@/test/support/fuzz";
import { encodedIsoRecord } from "@/test/support/iso-arbitraries";
import { mutated, xmlSnippets } from "@/test/support/text-mutations";

// The XML reader checks well-formedness in the pass that builds its tree (lib/xml/read-xml.ts).
// fast-xml-parser's validator, which checked it before in a pass of its own, is the oracle here:
// whatever it refuses, the reader refuses too. The reader refuses more than it (text after a
// root written <r/>, an & in character data that starts no reference such as &#;, an XML
// declaration after the start, a "<!" that opens nothing, a processing instruction without a
// target), which the reader's own tests list.

/** Well-formed documents with every construct the reader handles, and generated ISO records. */
const wellFormed = fc.oneof(
  fc.constantFrom(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><?pi x?><a:r xmlns:a="urn:a" xmlns="urn:d" b='1' c="x&amp;y">` +
      `<s t = "u" />x &lt; y &#233;&#x41; <![CDATA[ <m> & ]]><!-- k --><?p q?>z<a:t xml:lang="en">w</a:t ></a:r>\n<!-- e -->\n`,
    `<r a="x>y" b="it's" c='say "x"'>a\r\nb\rc<e/><e></e></r>`,
  ),
  encodedIsoRecord,
);

/** Snippets that make or break the markup the validator and the reader both check. */
const markup = fc.oneof(
  xmlSnippets,
  fc.constantFrom(
    " ",
    "=",
    "'",
    "a",
    ":",
    "1",
    "-",
    "]]>",
    "?>",
    "<?",
    "<?xml ",
    "&#;",
    "&a;",
    "xmlns:p='u' ",
    "</r>",
    "</e>",
    "</a:t>",
  ),
);

describe("the XML reader's well-formedness check", () => {
  it("refuses every document fast-xml-parser's validator refuses, with a readable reason", () => {
    fc.assert(
      fc.property(mutated(wellFormed, markup, 3), (document) => {
        const outcome = outcomeOf("readXml", () => readXml(document));
        if (outcome.ok) {
          expect(XMLValidator.validate(document), document).toBe(true);
        } else expectReadableRefusal(outcome.error);
      }),
      { numRuns: FUZZ_RUNS * 4 },
    );
  });

  it("accepts the well-formed documents, as the validator does", () => {
    fc.assert(
      fc.property(wellFormed, (document) => {
        expect(XMLValidator.validate(document)).toBe(true);
        expect(outcomeOf("readXml", () => readXml(document)).ok).toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
