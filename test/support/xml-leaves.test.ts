import { describe, expect, it } from "vitest";
import { leafCount, missingLeaves, xmlLeaves } from "./xml-leaves";

// The measuring stick of the lossless tests must itself see what is lost and what is added.

describe("xml leaves", () => {
  const a = `<?xml version="1.0"?><a:r xmlns:a="urn:a" xmlns:x="urn:x"><a:t x:href="h&amp;1" code="c">v &lt; 1</a:t><a:t>v</a:t><a:t>v</a:t><a:e>\n  <a:z><![CDATA[<raw>]]></a:z>\n</a:e></a:r>`;

  it("names leaves by namespace, not prefix, and counts repeats", () => {
    const same = `<r xmlns="urn:a"><t xmlns:y="urn:x" y:href="h&#38;1" code="c">v &#60; 1</t><t>v</t><t>v</t><e><z>&lt;raw&gt;</z></e></r>`;
    expect(missingLeaves(xmlLeaves(a), xmlLeaves(same))).toEqual([]);
    expect(missingLeaves(xmlLeaves(same), xmlLeaves(a))).toEqual([]);
    expect(leafCount(xmlLeaves(a))).toBe(6);
  });

  it("sees a dropped value, a dropped attribute, a repeat less and a changed text", () => {
    const changed = `<r xmlns="urn:a"><t code="c">v &lt; 1 </t><t>v</t><e><z>&lt;raw&gt;</z></e></r>`;
    expect(missingLeaves(xmlLeaves(a), xmlLeaves(changed)).sort()).toEqual(
      ["/{urn:a}r/{urn:a}t/@{urn:x}href\th&1", "/{urn:a}r/{urn:a}t\tv < 1", "/{urn:a}r/{urn:a}t\tv"].sort(),
    );
    expect(missingLeaves(xmlLeaves(changed), xmlLeaves(a))).toEqual(["/{urn:a}r/{urn:a}t\tv < 1 "]);
  });

  it("reads line ends and attribute whitespace as an XML processor does", () => {
    const raw = xmlLeaves(`<r a="1\r\n2\t3">x\r\ny\rz</r>`);
    expect(new Set(raw.keys())).toEqual(new Set(["/{}r/@a\t1 2 3", "/{}r\tx\ny\nz"]));
    const escaped = xmlLeaves(`<r a="1&#13;&#10;2&#9;3">x&#13;\ny&#13;z</r>`);
    expect(new Set(escaped.keys())).toEqual(new Set(["/{}r/@a\t1\r\n2\t3", "/{}r\tx\r\ny\rz"]));
  });

  it("reads a record inside a response, with the namespaces declared above it", () => {
    const response = `<w:R xmlns:w="urn:w" xmlns:a="urn:a"><a:r><a:t>v</a:t></a:r></w:R>`;
    expect([...xmlLeaves(response, []).keys()]).toEqual(["/{urn:a}r/{urn:a}t\tv"]);
  });
});
