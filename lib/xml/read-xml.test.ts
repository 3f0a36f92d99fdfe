import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { readXml, XML_MAX_BYTES } from "./read-xml";

function refusal(input: string | Uint8Array): { reason: unknown; message: string; ms: number } {
  const started = performance.now();
  try {
    readXml(input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { reason: error.details.reason, message: error.message, ms: performance.now() - started };
  }
  throw new Error("the document was accepted");
}

describe("readXml on hostile input", () => {
  it("refuses a DOCTYPE with entity expansion (billion laughs) quickly", () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd">&lol3;</gmd:MD_Metadata>`;
    const result = refusal(lol);
    expect(result.reason).toBe("DOCTYPE");
    expect(result.ms).toBeLessThan(100);
  });

  it("refuses an external entity pointing at a local file", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>`;
    expect(refusal(xxe).reason).toBe("DOCTYPE");
  });

  it("refuses a DOCTYPE after comments and processing instructions too", () => {
    expect(refusal(`<?xml version="1.0"?><!-- x --><?pi x?>\n<!DOCTYPE r SYSTEM "r.dtd"><r/>`).reason).toBe(
      "DOCTYPE",
    );
  });

  it("refuses a 50 MB document by its size, before parsing", () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    const result = refusal(big);
    expect(result.reason).toBe("TOO_LARGE");
    expect(result.message).toContain(String(XML_MAX_BYTES));
    expect(result.ms).toBeLessThan(100);
  });

  it("refuses what is not XML, with the position", () => {
    expect(refusal("%PDF-1.7 not xml at all")).toMatchObject({ reason: "NOT_WELL_FORMED" });
    expect(refusal("<a><b></a>").message).toMatch(/line 1, column \d+/);
    expect(refusal("   ").reason).toBe("EMPTY");
    expect(refusal("<a/><b/>").reason).toBe("NOT_WELL_FORMED");
  });

  it("refuses undefined entities and undeclared prefixes", () => {
    expect(refusal("<r>&nbsp;</r>").reason).toBe("UNDEFINED_ENTITY");
    expect(refusal("<gmd:r/>").reason).toBe("UNBOUND_PREFIX");
  });

  it("refuses references to characters XML forbids (NUL, lone surrogates), in text and attributes", () => {
    for (const reference of ["&#0;", "&#x0;", "&#xD800;", "&#xFFFE;", "&#1;", "&#x110000;"]) {
      expect(refusal(`<r>${reference}</r>`).reason, reference).toBe("NOT_WELL_FORMED");
      expect(refusal(`<r a="${reference}"/>`).reason, reference).toBe("NOT_WELL_FORMED");
    }
  });

  it("refuses what only looks like a comment, a processing instruction or an XML declaration", () => {
    for (const bad of [
      "<r><!- not a comment --></r>",
      "<r><![CDAT[x]]></r>",
      "<r><?>x</r>",
      "<r><? pi?></r>",
      '<?xml versio="1.0"?><r/>',
      '<?xml version="1.0?><r/>',
      "<?xml encoding='UTF-8'?><r/>",
    ])
      expect(refusal(bad), bad).toMatchObject({ reason: "NOT_WELL_FORMED", message: /line \d+, column \d+/ });
  });

  it("refuses what is not well-formed in tags, character data and around the root", () => {
    for (const bad of [
      "<a><b></c></a>", // an end tag closing another element
      "<a></a/>",
      "<a></ a>",
      "</a>",
      "<1a/>",
      "<a b/>", // an attribute without a value
      '<a b="1"c="2"/>', // without white space between attributes
      '<a b="1" b="2"/>',
      "<a b=1/>",
      '<a b="1" ="2"/>',
      "<a/b>",
      "<a>&#;</a>", // an & that starts no reference
      "<a>&1x;</a>",
      "<a>AT&T</a>",
      "<a/>text", // text after a root written <a/>, which the validator used before let through
      "x<a/>",
      "<a/><b/>",
      '<a/><?xml version="1.0"?>', // an XML declaration after the start
      ' <?xml version="1.0"?><a/>',
      '<a b="1"', // a tag, an element, a comment left open
      "<a><b></b>",
      "<a><!-- x </a>",
    ])
      expect(refusal(bad), bad).toMatchObject({ reason: "NOT_WELL_FORMED", message: /line \d+, column \d+/ });
  });

  it("refuses absurd nesting without overflowing the stack", () => {
    const depth = 20_000;
    expect(refusal(`${"<a>".repeat(depth)}${"</a>".repeat(depth)}`).reason).toMatch(
      /TOO_DEEP|NOT_WELL_FORMED/,
    );
  });

  it("refuses bytes that are not in the declared encoding", () => {
    const bad = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="UTF-8"?><r>'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from("</r>"),
    ]);
    expect(refusal(bad).reason).toBe("ENCODING");
    expect(refusal(Buffer.from('<?xml version="1.0" encoding="EBCDIC-XYZ"?><r/>')).reason).toBe("ENCODING");
  });
});

describe("readXml on good input", () => {
  it("resolves namespaces by URI whatever the prefix, and decodes references", () => {
    const root = readXml(
      `<x:MD_Metadata xmlns:x="urn:a"><title xmlns="urn:b" lang="id">Peta &amp; Data &#233;&#x41;<![CDATA[ <mentah> ]]></title></x:MD_Metadata>`,
    );
    expect(root).toMatchObject({ ns: "urn:a", local: "MD_Metadata" });
    const title = root.children[0];
    expect(title).toMatchObject({ ns: "urn:b", local: "title", attrs: { lang: "id" } });
    expect(title?.text).toBe("Peta & Data éA <mentah> ");
  });

  it("keeps each element's character data in document order, past comments and processing instructions", () => {
    const root = readXml(
      `<?xml version='1.0' encoding="UTF-8" standalone='yes'?>\r\n<!-- <x/> --><r a='x>y' b="it's">a<!-- c -->b<?pi it's ?>c<![CDATA[d]]>e<s t = "u" />f\r\ng\rh</r >`,
    );
    expect(root.text).toBe("abcdef\ng\nh");
    expect(root.attrs).toEqual({ a: "x>y", b: "it's" });
    expect(root.children).toEqual([{ ns: "", local: "s", attrs: { t: "u" }, children: [], text: "" }]);
  });

  it("accepts what XML allows in tags, and an unescaped & in an attribute value as before", () => {
    const root = readXml(
      `<é:r xmlns:é="urn:e" a = '1'\n b\n=\n"x & y" c="<&amp;>" d-e.f="2" ><s·t/></é:r\n>`,
    );
    expect(root).toMatchObject({ ns: "urn:e", local: "r" });
    expect(root.attrs).toEqual({ a: "1", b: "x & y", c: "<&>", "d-e.f": "2" });
    expect(root.children[0]?.local).toBe("s·t");
  });

  it("reads nesting up to its limit", () => {
    const depth = 257; // the root and 256 levels below it
    const root = readXml(`${"<a>".repeat(depth)}x${"</a>".repeat(depth)}`);
    let deepest = root;
    for (let level = 1; level < depth; level++) deepest = deepest.children[0] as typeof root;
    expect(deepest.text).toBe("x");
    expect(refusal(`${"<a>".repeat(depth + 1)}${"</a>".repeat(depth + 1)}`).reason).toBe("TOO_DEEP");
  });

  it("reads ISO-8859-1 documents by their declaration", () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><r>Québec, Zürich ®</r>',
      "latin1",
    );
    expect(readXml(latin1).text).toBe("Québec, Zürich ®");
  });
});
