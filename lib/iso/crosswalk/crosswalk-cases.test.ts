import { describe, expect, it } from "vitest";
import { CODE_LISTS, GML32, ISO19139 } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { gmdToMdb, mdbToGmd } from "./crosswalk";

// The tricky bits one at a time: partial dates and indeterminate positions, extentTypeCode
// false, separate otherConstraints, anchors, translations, awkward text, code lists,
// responsible parties, and nothing invented on the way.

const NS = `xmlns:gmd="${ISO19139.gmd}" xmlns:gco="${ISO19139.gco}" xmlns:gmx="${ISO19139.gmx}" xmlns:gml="${GML32}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`;
const code = (list: string, value: string) =>
  `<gmd:${list} codeList="http://www.isotc211.org/2005/resources/Codelist/gmxCodelists.xml#${list}" codeListValue="${value}">${value}</gmd:${list}>`;
const text = (value: string) => `<gco:CharacterString>${value}</gco:CharacterString>`;

/** A small complete ISO 19139 record with `identification` (extra content of MD_DataIdentification) and `more` after it. */
function record(identification = "", { title = text("Judul"), more = "" } = {}) {
  return `<gmd:MD_Metadata ${NS}>
  <gmd:fileIdentifier>${text("id-1")}</gmd:fileIdentifier>
  <gmd:contact><gmd:CI_ResponsibleParty>
    <gmd:individualName>${text("Ani")}</gmd:individualName>
    <gmd:organisationName>${text("BIG")}</gmd:organisationName>
    <gmd:positionName>${text("Walidata")}</gmd:positionName>
    <gmd:role>${code("CI_RoleCode", "pointOfContact")}</gmd:role>
  </gmd:CI_ResponsibleParty></gmd:contact>
  <gmd:dateStamp><gco:Date>2015-05</gco:Date></gmd:dateStamp>
  <gmd:identificationInfo><gmd:MD_DataIdentification>
    <gmd:citation><gmd:CI_Citation><gmd:title>${title}</gmd:title>
      <gmd:date><gmd:CI_Date><gmd:date><gco:Date>2001</gco:Date></gmd:date><gmd:dateType>${code("CI_DateTypeCode", "publication")}</gmd:dateType></gmd:CI_Date></gmd:date>
    </gmd:CI_Citation></gmd:citation>
    <gmd:abstract>${text("Ringkasan")}</gmd:abstract>
    ${identification}
    <gmd:language>${code("LanguageCode", "ind")}</gmd:language>
  </gmd:MD_DataIdentification></gmd:identificationInfo>${more}
</gmd:MD_Metadata>`;
}

const toMdb = (xml: string) => {
  const result = gmdToMdb(xml, "2018");
  expect(result.problems).toEqual([]);
  return result.xml as string;
};
const roundTrip = (xml: string) => mdbToGmd(toMdb(xml)).xml as string;

describe("the crosswalk keeps exactly", () => {
  it("partial dates and an indeterminate end, both ways", () => {
    const extent = `<gmd:extent><gmd:EX_Extent><gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml:TimePeriod gml:id="t1"><gml:beginPosition>1990-07</gml:beginPosition><gml:endPosition indeterminatePosition="now"/></gml:TimePeriod></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement></gmd:EX_Extent></gmd:extent>`;
    const mdb = toMdb(record(extent));
    expect(mdb).toContain("<gco:Date>2015-05</gco:Date>");
    expect(mdb).toContain("<gco:Date>2001</gco:Date>");
    expect(mdb).toMatch(
      /<gml:TimePeriod gml:id="t1">\s*<gml:beginPosition>1990-07<\/gml:beginPosition>\s*<gml:endPosition indeterminatePosition="now"\/>/,
    );
    const back = mdbToGmd(mdb).xml as string;
    expect(back).toContain("<gco:Date>2015-05</gco:Date>");
    expect(back).toMatch(/<gml:endPosition indeterminatePosition="now"\/>/);
  });

  it("every bounding box with its extentTypeCode, false included", () => {
    const box = (type: string, west: string) =>
      `<gmd:geographicElement><gmd:EX_GeographicBoundingBox><gmd:extentTypeCode><gco:Boolean>${type}</gco:Boolean></gmd:extentTypeCode><gmd:westBoundLongitude><gco:Decimal>${west}</gco:Decimal></gmd:westBoundLongitude><gmd:eastBoundLongitude><gco:Decimal>141</gco:Decimal></gmd:eastBoundLongitude><gmd:southBoundLatitude><gco:Decimal>-11</gco:Decimal></gmd:southBoundLatitude><gmd:northBoundLatitude><gco:Decimal>6</gco:Decimal></gmd:northBoundLatitude></gmd:EX_GeographicBoundingBox></gmd:geographicElement>`;
    const mdb = toMdb(
      record(
        `<gmd:extent><gmd:EX_Extent>${box("true", "95")}${box("false", "106.7")}</gmd:EX_Extent></gmd:extent>`,
      ),
    );
    expect(mdb.match(/<gex:EX_GeographicBoundingBox>/g)).toHaveLength(2);
    expect(mdb).toMatch(/<gex:extentTypeCode>\s*<gco:Boolean>false<\/gco:Boolean>/);
    expect(
      roundTrip(record(`<gmd:extent><gmd:EX_Extent>${box("false", "106.7")}</gmd:EX_Extent></gmd:extent>`)),
    ).toMatch(
      /<gmd:extentTypeCode>\s*<gco:Boolean>false<\/gco:Boolean>\s*<\/gmd:extentTypeCode>\s*<gmd:westBoundLongitude>\s*<gco:Decimal>106.7</,
    );
  });

  it("each otherConstraints on its own, and anchors as anchors", () => {
    const constraints = `<gmd:resourceConstraints><gmd:MD_LegalConstraints><gmd:accessConstraints>${code("MD_RestrictionCode", "otherRestrictions")}</gmd:accessConstraints><gmd:otherConstraints><gmx:Anchor xlink:href="http://inspire.ec.europa.eu/metadata-codelist/LimitationsOnPublicAccess/noLimitations">Tanpa batasan</gmx:Anchor></gmd:otherConstraints><gmd:otherConstraints>${text("Kedua")}</gmd:otherConstraints></gmd:MD_LegalConstraints></gmd:resourceConstraints>`;
    const keywords = `<gmd:descriptiveKeywords><gmd:MD_Keywords><gmd:keyword><gmx:Anchor xlink:href="https://example.org/k/1">hutan</gmx:Anchor></gmd:keyword><gmd:thesaurusName><gmd:CI_Citation><gmd:title><gmx:Anchor xlink:href="https://example.org/t">Tesaurus</gmx:Anchor></gmd:title><gmd:date><gmd:CI_Date><gmd:date><gco:Date>2019-01-01</gco:Date></gmd:date><gmd:dateType>${code("CI_DateTypeCode", "publication")}</gmd:dateType></gmd:CI_Date></gmd:date></gmd:CI_Citation></gmd:thesaurusName></gmd:MD_Keywords></gmd:descriptiveKeywords>`;
    const mdb = toMdb(record(`${keywords}${constraints}`));
    expect(mdb.match(/<mco:otherConstraints>/g)).toHaveLength(2);
    expect(mdb).toContain('<gcx:Anchor xlink:href="https://example.org/k/1">hutan</gcx:Anchor>');
    expect(mdb).toContain('<gcx:Anchor xlink:href="https://example.org/t">Tesaurus</gcx:Anchor>');
    const back = mdbToGmd(mdb).xml as string;
    expect(back.match(/<gmd:otherConstraints>/g)).toHaveLength(2);
    expect(back).toContain('<gmx:Anchor xlink:href="https://example.org/k/1">hutan</gmx:Anchor>');
  });

  it("translations, with their locales", () => {
    const title = `${text("Peta")}<gmd:PT_FreeText><gmd:textGroup><gmd:LocalisedCharacterString locale="#EN">Map</gmd:LocalisedCharacterString></gmd:textGroup></gmd:PT_FreeText>`;
    const locale = `<gmd:locale><gmd:PT_Locale id="EN"><gmd:languageCode>${code("LanguageCode", "eng")}</gmd:languageCode><gmd:characterEncoding>${code("MD_CharacterSetCode", "utf8")}</gmd:characterEncoding></gmd:PT_Locale></gmd:locale>`;
    const xml = record("", { title })
      .replace("<gmd:title>", '<gmd:title xsi:type="gmd:PT_FreeText_PropertyType">')
      .replace("<gmd:identificationInfo>", `${locale}<gmd:identificationInfo>`);
    const mdb = toMdb(xml);
    expect(mdb).toContain('<cit:title xsi:type="lan:PT_FreeText_PropertyType">');
    expect(mdb).toContain('<lan:LocalisedCharacterString locale="#EN">Map</lan:LocalisedCharacterString>');
    expect(mdb).toMatch(/<mdb:otherLocale>\s*<lan:PT_Locale id="EN">/);
    const back = mdbToGmd(mdb).xml as string;
    expect(back).toContain('<gmd:title xsi:type="gmd:PT_FreeText_PropertyType">');
    expect(back).toMatch(/<gmd:locale>\s*<gmd:PT_Locale id="EN">/);
  });

  it("text with markup characters, entity-like sequences and astral characters", () => {
    // The value itself: an ampersand, markup characters, text that looks like references, astral characters.
    const abstract = "A & B < C ]]> &amp; &#65; <tag> 𝔸😀 \u00e9";
    const escaped = abstract.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    const xml = record().replace(text("Ringkasan"), text(escaped));
    const mdb = toMdb(xml);
    const readBack = (doc: string, local: string) => {
      const find = (el: ReturnType<typeof readXml>): string | undefined =>
        el.local === local ? el.children[0]?.text : el.children.map(find).find((t) => t !== undefined);
      return find(readXml(doc));
    };
    expect(readBack(mdb, "abstract")).toBe(abstract);
    expect(readBack(mdbToGmd(mdb).xml as string, "abstract")).toBe(abstract);
  });
});

describe("the crosswalk maps", () => {
  it("code lists to the target's catalogue, value and text kept", () => {
    const mdb = toMdb(record());
    expect(mdb).toContain(
      `codeList="${CODE_LISTS.iso19115_3}#CI_RoleCode" codeListValue="pointOfContact">pointOfContact<`,
    );
    expect(mdbToGmd(mdb).xml).toContain(
      `codeList="${CODE_LISTS.iso19139}#CI_RoleCode" codeListValue="pointOfContact">pointOfContact<`,
    );
  });

  it("a responsible party to an organisation holding the individual, and back", () => {
    const mdb = toMdb(record());
    expect(mdb).toMatch(
      /<cit:CI_Organisation>\s*<cit:name>\s*<gco:CharacterString>BIG<\/gco:CharacterString>\s*<\/cit:name>\s*<cit:individual>\s*<cit:CI_Individual>\s*<cit:name>\s*<gco:CharacterString>Ani</,
    );
    expect(mdb).toMatch(/<cit:positionName>\s*<gco:CharacterString>Walidata</);
    const back = mdbToGmd(mdb).xml as string;
    expect(back).toMatch(
      /<gmd:individualName>\s*<gco:CharacterString>Ani<\/gco:CharacterString>\s*<\/gmd:individualName>\s*<gmd:organisationName>/,
    );
  });

  it("an organisation with two individuals to two responsible parties", () => {
    const mdb = toMdb(record()).replace(
      /<cit:individual>[\s\S]*<\/cit:individual>/,
      (one) => `${one}${one.replace("Ani", "Budi")}`,
    );
    const back = mdbToGmd(mdb).xml as string;
    expect(back.match(/<gmd:contact>/g)).toHaveLength(2);
    expect(back.match(/BIG/g)).toHaveLength(2);
  });

  it("without inventing: no date type, code space, country or organisation the source does not give", () => {
    const mdb = toMdb(record());
    // The mapping's own: dateStamp is the revision date (as harvesters read it).
    expect(mdb.match(/codeListValue="(creation|publication|revision)"/g)).toEqual([
      'codeListValue="revision"',
      'codeListValue="publication"',
    ]);
    expect(mdb).not.toContain("codeSpace");
    expect(mdb).not.toContain("country");
    expect(mdb.startsWith("<mdb:MD_Metadata")).toBe(true); // no XML declaration: the caller adds it
  });

  it("what has no counterpart, and says so", () => {
    const xml = record()
      .replace("</gmd:title>", `</gmd:title><gmd:collectiveTitle>${text("Seri")}</gmd:collectiveTitle>`)
      .replace("</gmd:MD_Metadata>", `<gmd:series/></gmd:MD_Metadata>`);
    const result = gmdToMdb(xml, "2018");
    expect(result.dropped).toEqual(["gmd:MD_Metadata/gmd:series"]);
    // The resource citation's collective title becomes an associated resource (ISO's mapping).
    expect(result.xml).toMatch(/<mri:associatedResource>[\s\S]*Seri[\s\S]*largerWorkCitation/);
  });
});

describe("the crosswalk gives no document", () => {
  it("when the source's GML objects lack the gml:id GML 3.2 requires (GML 3.1 documents)", () => {
    const extent = `<gmd:extent><gmd:EX_Extent><gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml31:TimePeriod xmlns:gml31="http://www.opengis.net/gml"><gml31:beginPosition>1990</gml31:beginPosition><gml31:endPosition>2000</gml31:endPosition></gml31:TimePeriod></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement></gmd:EX_Extent></gmd:extent>`;
    const result = gmdToMdb(record(extent), "2018");
    expect(result.xml).toBeNull();
    expect(result.problems).toEqual(["gml:TimePeriod without gml:id"]);
  });

  it("when a mandatory element of the target cannot be filled from the source", () => {
    const result = gmdToMdb(record().replace(/<gmd:contact>[\s\S]*<\/gmd:contact>/, ""), "2018");
    expect(result.xml).toBeNull();
    expect(result.problems).toEqual(["/MD_Metadata: contact missing"]);
  });
});
