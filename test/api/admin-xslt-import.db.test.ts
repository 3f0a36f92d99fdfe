import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DELETE as deleteXslt, GET as getXslt, PUT as putXslt } from "@/app/api/admin/xslt/route";
import { POST as importApi } from "@/app/api/metadata/import/route";
import { GET as getXml } from "@/app/api/public/metadata/[id]/xml/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { samplePath, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

const hasXsltproc = spawnSync("xsltproc", ["--version"]).status === 0;
const STYLESHEET = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:template match="/"><jumlah><xsl:value-of select="count(//*)"/></jumlah></xsl:template>
</xsl:stylesheet>`;

const xsltRequest = (method: string, cookie?: string, body?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/admin/xslt?nama=jumlah.xsl", {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { "Content-Type": "application/xslt+xml" } : {}),
      ...headers,
    },
    body,
  });

const importRequest = (cookie: string, query: string, body: BodyInit, contentType?: string) =>
  new Request(`http://localhost/api/metadata/import${query}`, {
    method: "POST",
    headers: { Cookie: cookie, ...(contentType ? { "Content-Type": contentType } : {}) },
    body,
  });

function minimalGmd(fileIdentifier: string, title: string): string {
  return `<gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco">
  <gmd:fileIdentifier><gco:CharacterString>${fileIdentifier}</gco:CharacterString></gmd:fileIdentifier>
  <gmd:dateStamp><gco:DateTime>2026-01-02T03:04:05Z</gco:DateTime></gmd:dateStamp>
  <gmd:identificationInfo><gmd:MD_DataIdentification>
    <gmd:citation><gmd:CI_Citation><gmd:title><gco:CharacterString>${title}</gco:CharacterString></gmd:title></gmd:CI_Citation></gmd:citation>
    <gmd:abstract><gco:CharacterString>Abstrak.</gco:CharacterString></gmd:abstract>
  </gmd:MD_DataIdentification></gmd:identificationInfo>
</gmd:MD_Metadata>`;
}

describe(`administrator XSLT and import API on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("requires a session (401) and the administrator role (403) for the stylesheet", async () => {
    expect((await putXslt(xsltRequest("PUT", undefined, STYLESHEET), undefined)).status).toBe(401);
    const producer = await signInCookie(...DEMO.produsen);
    expect((await putXslt(xsltRequest("PUT", producer, STYLESHEET), undefined)).status).toBe(403);
    expect((await getXslt(xsltRequest("GET", producer), undefined)).status).toBe(403);
  });

  it("refuses a cross-site upload even with the administrator's cookie", async () => {
    const admin = await signInCookie(...DEMO.admin);
    const response = await putXslt(
      xsltRequest("PUT", admin, STYLESHEET, { Origin: "https://evil.example" }),
      undefined,
    );
    expect(response.status).toBe(403);
    const fetchSite = await putXslt(
      xsltRequest("PUT", admin, STYLESHEET, { "Sec-Fetch-Site": "cross-site" }),
      undefined,
    );
    expect(fetchSite.status).toBe(403);
  });

  it.skipIf(!hasXsltproc)("uploads, shows, applies and removes the stylesheet", async () => {
    const admin = await signInCookie(...DEMO.admin);
    const stored = await putXslt(
      xsltRequest("PUT", admin, STYLESHEET, { Origin: "http://localhost" }),
      undefined,
    );
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ nama: "jumlah.xsl", ukuran: Buffer.byteLength(STYLESHEET) });
    const shown = await getXslt(xsltRequest("GET", admin), undefined);
    expect(await shown.text()).toBe(STYLESHEET);

    const record = await database().db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } });
    const download = await getXml(
      new Request(`http://localhost/api/public/metadata/${record.id}/xml?format=xslt`),
      {
        params: Promise.resolve({ id: record.id }),
      },
    );
    expect(download.status).toBe(200);
    expect(await download.text()).toMatch(/<jumlah>\d+<\/jumlah>/);

    expect((await deleteXslt(xsltRequest("DELETE", admin), undefined)).status).toBe(204);
    expect((await deleteXslt(xsltRequest("DELETE", admin), undefined)).status).toBe(404);
    expect((await getXslt(xsltRequest("GET", admin), undefined)).status).toBe(404);
  });

  it("refuses a stylesheet that reads files, a non-XML body and an oversized one", async () => {
    const admin = await signInCookie(...DEMO.admin);
    const reading = STYLESHEET.replace("count(//*)", "count(document('/etc/passwd'))");
    const refused = await putXslt(xsltRequest("PUT", admin, reading), undefined);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.details.reason).toBe("XSLT_NOT_ALLOWED");
    const json = await putXslt(
      xsltRequest("PUT", admin, undefined, { "Content-Type": "application/json" }),
      undefined,
    );
    expect(json.status).toBe(400);
    const big = await putXslt(xsltRequest("PUT", admin, `<x>${"a".repeat(600 * 1024)}</x>`), undefined);
    expect(big.status).toBe(413);
  });

  it("imports one XML document for a producer as their DRAFT, and refuses PUBLISHED from them", async () => {
    const producer = await signInCookie(...DEMO.produsen);
    const created = await importApi(
      importRequest(producer, "?nama=satu.xml", minimalGmd("api-impor-1", "Lewat API"), "application/xml"),
      undefined,
    );
    expect(created.status).toBe(201);
    const outcome = await created.json();
    expect(outcome).toMatchObject({ outcome: "imported", fileIdentifier: "api-impor-1" });
    const stored = await database().db.metadata.findUniqueOrThrow({
      where: { id: outcome.id },
      include: { owner: true },
    });
    expect(stored).toMatchObject({ status: "DRAFT", judul: "Lewat API" });
    expect(stored.owner.email).toBe(DEMO.produsen[0]);

    const again = await importApi(
      importRequest(producer, "", minimalGmd("api-impor-1", "Lewat API Lagi"), "application/xml"),
      undefined,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "updated", id: outcome.id });

    const published = await importApi(
      importRequest(producer, "?status=PUBLISHED", minimalGmd("api-impor-2", "X"), "application/xml"),
      undefined,
    );
    expect(published.status).toBe(403);
    const hostile = await importApi(
      importRequest(
        producer,
        "",
        '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
        "text/xml",
      ),
      undefined,
    );
    expect(hostile.status).toBe(400);
    expect((await hostile.json()).error.details.reason).toBe("DOCTYPE");
  });

  it.skipIf(samplesUnavailable)(
    "imports several files in one multipart upload, each on its own",
    async () => {
      const admin = await signInCookie(...DEMO.admin);
      const form = new FormData();
      form.append(
        "berkas",
        new File([readFileSync(samplePath("iso19139", "ec-allspecies-latin1.xml"))], "latin1.xml"),
      );
      form.append("berkas", new File([minimalGmd("api-impor-3", "Dari Formulir")], "formulir.xml"));
      form.append("berkas", new File(["bukan xml"], "rusak.xml"));
      const response = await importApi(
        importRequest(admin, "?status=PUBLISHED&organisasi=BIG", form),
        undefined,
      );
      expect(response.status).toBe(200);
      const summary = await response.json();
      expect(summary).toMatchObject({ imported: 2, updated: 0, failed: 1 });
      expect(summary.results.find((r: { name: string }) => r.name === "rusak.xml")).toMatchObject({
        outcome: "failed",
        reason: "NOT_WELL_FORMED",
      });
      const latin1 = summary.results.find((r: { name: string }) => r.name === "latin1.xml");
      const stored = await database().db.metadata.findUniqueOrThrow({
        where: { id: latin1.id },
        include: { organisasi: true },
      });
      expect(stored).toMatchObject({ status: "PUBLISHED" });
      expect(stored.organisasi.kode).toBe("BIG");
    },
  );
});
