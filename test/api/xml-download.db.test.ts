import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { GET as getXml, POST as postXml } from "@/app/api/public/metadata/[id]/xml/route";
import { safeXmlFileName } from "@/lib/catalogue/export/export-published-record";
import { removeExportStylesheet, setExportStylesheet } from "@/lib/catalogue/export/export-stylesheet";
import { readXml } from "@/lib/xml/read-xml";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

async function download(id: string, query = "", init?: RequestInit) {
  const response = await getXml(
    new Request(`http://localhost/api/public/metadata/${encodeURIComponent(id)}/xml${query}`, init),
    {
      params: Promise.resolve({ id }),
    },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const hasXsltproc = spawnSync("xsltproc", ["--version"]).status === 0;

describe(`GET /api/public/metadata/{id}/xml on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const firstWith = (status: "PUBLISHED" | "DRAFT" | "PRIVATE") =>
    database().db.metadata.findFirstOrThrow({ where: { status }, orderBy: { id: "asc" } });
  const admin = async () => {
    const user = await database().db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  };

  it("downloads mdb2016 by default as an attachment named after the id", async () => {
    const record = await firstWith("PUBLISHED");
    const { status, headers, text } = await download(record.id);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(headers.get("content-disposition")).toBe(`attachment; filename="${record.id}.xml"`);
    const root = readXml(text);
    expect(root).toMatchObject({ ns: "http://standards.iso.org/iso/19115/-3/mdb/1.0", local: "MD_Metadata" });
    expect(text).toContain(record.judul.replace(/&/g, "&amp;"));
  });

  it.each([
    ["mdb2016", "http://standards.iso.org/iso/19115/-3/mdb/1.0", "MD_Metadata"],
    ["mdb2018", "http://standards.iso.org/iso/19115/-3/mdb/2.0", "MD_Metadata"],
    ["gmd", "http://www.isotc211.org/2005/gmd", "MD_Metadata"],
  ])("format=%s gives that profile", async (format, ns, local) => {
    const record = await firstWith("PUBLISHED");
    const { status, text, headers } = await download(record.id, `?format=${format}`);
    expect(status).toBe(200);
    expect(readXml(text)).toMatchObject({ ns, local });
    expect(text).toContain(record.fileIdentifier as string);
    const again = await download(record.id, `?format=${format}`, {
      headers: { "If-None-Match": headers.get("etag") as string },
    });
    expect(again.status).toBe(304);
  });

  it("answers 400 naming the allowed formats for an unknown one", async () => {
    const record = await firstWith("PUBLISHED");
    const { status, headers, text } = await download(record.id, "?format=iso19115");
    expect(status).toBe(400);
    expect(headers.get("content-type")).toContain("application/json");
    const body = JSON.parse(text);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(body.error.details)).toContain("mdb2016, mdb2018, gmd, xslt");
  });

  it("answers 404 for records that are not PUBLISHED or do not exist", async () => {
    for (const status of ["DRAFT", "PRIVATE"] as const) {
      const record = await firstWith(status);
      expect((await download(record.id)).status).toBe(404);
    }
    const missing = await download("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error.code).toBe("NOT_FOUND");
  });

  it("keeps hostile ids out of the Content-Disposition header", () => {
    expect(safeXmlFileName('x"\r\nSet-Cookie: a=b')).toBe("x_Set-Cookie_a_b.xml");
    expect(safeXmlFileName("../../../I'm Trying to go back")).toBe("I_m_Trying_to_go_back.xml");
    expect(safeXmlFileName("")).toBe("metadata.xml");
    expect(safeXmlFileName("a".repeat(500))).toHaveLength(104);
  });

  it("rejects other methods with 405", async () => {
    const response = await postXml(
      new Request("http://localhost/api/public/metadata/x/xml", { method: "POST" }),
      {
        params: Promise.resolve({ id: "x" }),
      },
    );
    expect(response.status).toBe(405);
  });

  it("answers 404 for format=xslt while no stylesheet is configured", async () => {
    const record = await firstWith("PUBLISHED");
    await removeExportStylesheet(await admin());
    const { status, text } = await download(record.id, "?format=xslt");
    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toMatch(/XSLT/);
  });

  it.skipIf(!hasXsltproc)("applies the administrator's stylesheet to the mdb2016 document", async () => {
    const record = await firstWith("PUBLISHED");
    await setExportStylesheet(await admin(), {
      nama: "ringkas.xsl",
      isi: `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
        xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/1.0">
        <xsl:output method="xml" encoding="UTF-8"/>
        <xsl:template match="/"><ringkas root="{local-name(/*)}" ns="{namespace-uri(/*)}"><xsl:value-of select="count(//*)"/></ringkas></xsl:template>
      </xsl:stylesheet>`,
    });
    const { status, headers, text } = await download(record.id, "?format=xslt");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const root = readXml(text);
    expect(root).toMatchObject({
      local: "ringkas",
      attrs: { root: "MD_Metadata", ns: "http://standards.iso.org/iso/19115/-3/mdb/1.0" },
    });
    expect(Number(root.text)).toBeGreaterThan(50);
  });

  it.skipIf(!hasXsltproc)(
    "refuses to store a stylesheet that reads files, and keeps the previous one",
    async () => {
      const before = await database().db.stylesheetEkspor.findUnique({ where: { id: 1 } });
      await expect(
        setExportStylesheet(await admin(), {
          nama: "jahat.xsl",
          isi: `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><xsl:copy-of select="document('/etc/passwd')"/></xsl:template></xsl:stylesheet>`,
        }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
      expect(await database().db.stylesheetEkspor.findUnique({ where: { id: 1 } })).toEqual(before);
    },
  );

  it("lets only administrators change the stylesheet", async () => {
    const producer = await database().db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" } });
    await expect(
      removeExportStylesheet({
        userId: producer.id,
        role: producer.peran,
        organisasiId: producer.organisasiId,
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
