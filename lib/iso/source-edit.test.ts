import { describe, expect, it } from "vitest";
import { CSW, ISO19139, MDB_2018 } from "../xml/namespaces";
import { readXml } from "../xml/read-xml";
import { decoderFor } from "./registry";
import { patchSource } from "./source-edit";

const STAMP = new Date("2026-11-25T10:00:00.000Z");
const decoded = (xml: string) => {
  const root = readXml(xml);
  return decoderFor(root)(root).record;
};

const gmdDocument = `<?xml version="1.0"?>
<!-- received as is -->
<g:MD_Metadata xmlns:g="${ISO19139.gmd}" xmlns:c="${ISO19139.gco}" xmlns:x="${ISO19139.gmx}" xmlns:xlink="http://www.w3.org/1999/xlink">
  <g:dateStamp><c:DateTime>2019-01-02T03:04:05</c:DateTime></g:dateStamp>
  <g:identificationInfo><g:MD_DataIdentification>
    <g:citation><g:CI_Citation>
      <g:title><x:Anchor xlink:href="https://id.example/1">Judul lama</x:Anchor></g:title>
      <g:alternateTitle><c:CharacterString><![CDATA[Alt <lama>]]></c:CharacterString></g:alternateTitle>
    </g:CI_Citation></g:citation>
    <g:abstract><c:CharacterString>Abstrak</c:CharacterString><!-- note --></g:abstract>
  </g:MD_DataIdentification></g:identificationInfo>
</g:MD_Metadata>`;

describe("editing a source document in place", () => {
  it("rewrites the edited elements' text and the date stamp, and nothing else", () => {
    const patched = patchSource(
      { standar: "ISO19139", dokumen: gmdDocument },
      { text: { judul: "Judul & baru", judulAlternatif: "Alt ]]> baru" } },
      STAMP,
    );
    expect(patched?.stamped).toBe(true);
    const dokumen = patched?.dokumen as string;
    expect(dokumen).toBe(
      gmdDocument
        .replace("2019-01-02T03:04:05", STAMP.toISOString())
        .replace(">Judul lama<", ">Judul &amp; baru<")
        .replace("<![CDATA[Alt <lama>]]>", "Alt ]]&gt; baru"),
    );
    expect(decoded(dokumen)).toMatchObject({
      judul: "Judul & baru",
      judulAlternatif: "Alt ]]> baru",
      tanggalMetadata: STAMP,
    });
  });

  it("cannot patch an element the document lacks, or clear one: the caller serves the encoding then", () => {
    const source = { standar: "ISO19139" as const, dokumen: gmdDocument };
    expect(patchSource(source, { text: { tujuan: "Tujuan" } }, STAMP)).toBeNull();
    expect(patchSource(source, { text: { judul: "" } }, STAMP)).toBeNull();
    expect(patchSource(source, { text: { judulAlternatif: null } }, STAMP)).toBeNull();
  });

  it("in ISO 19115-3, sets the revision date, keeping a date a date", () => {
    const ns = MDB_2018;
    const dokumen = `<mdb:MD_Metadata xmlns:mdb="${ns.mdb}" xmlns:cit="${ns.cit}" xmlns:mri="${ns.mri}" xmlns:gco="${ns.gco}">
<mdb:dateInfo><cit:CI_Date><cit:date><gco:Date>2001-01-01</gco:Date></cit:date><cit:dateType><cit:CI_DateTypeCode codeList="x" codeListValue="creation"/></cit:dateType></cit:CI_Date></mdb:dateInfo>
<mdb:dateInfo><cit:CI_Date><cit:date><gco:Date>2002-02-02</gco:Date></cit:date><cit:dateType><cit:CI_DateTypeCode codeList="x" codeListValue="revision"/></cit:dateType></cit:CI_Date></mdb:dateInfo>
<mdb:identificationInfo><mri:MD_DataIdentification><mri:citation><cit:CI_Citation><cit:title><gco:CharacterString>A</gco:CharacterString></cit:title></cit:CI_Citation></mri:citation><mri:abstract><gco:CharacterString>B</gco:CharacterString></mri:abstract></mri:MD_DataIdentification></mdb:identificationInfo>
</mdb:MD_Metadata>`;
    const patched = patchSource({ standar: "ISO19115_3_2018", dokumen }, { text: { abstrak: "C" } }, STAMP);
    expect(patched?.dokumen).toBe(dokumen.replace("2002-02-02", "2026-11-25").replace(">B<", ">C<"));
  });

  it("in Dublin Core, rewrites dc:title and adds dct:modified when the record has none", () => {
    const dokumen = `<csw:Record xmlns:csw="${CSW.csw}" xmlns:dc="${CSW.dc}"><dc:title>T</dc:title></csw:Record>`;
    const patched = patchSource({ standar: "DUBLIN_CORE", dokumen }, { text: { judul: "U" } }, STAMP);
    expect(patched?.dokumen).toBe(
      `<csw:Record xmlns:csw="${CSW.csw}" xmlns:dc="${CSW.dc}"><dc:title>U</dc:title><modified xmlns="${CSW.dct}">${STAMP.toISOString()}</modified></csw:Record>`,
    );
  });
});
