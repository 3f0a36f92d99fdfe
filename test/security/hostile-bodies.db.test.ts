import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ABSURD_NUMBERS,
  apiRoutes,
  fill,
  HOSTILE_STRINGS,
  type HostileCase,
  newRun,
  PASSWD,
  runCases,
  summary,
} from "@/test/support/hostile-cases";
import { sendHostile } from "@/test/support/hostile-client";
import { expectServerHealthy, type HostileServer, startHostileServer } from "@/test/support/hostile-server";
import { builtRoute } from "@/test/support/instances";
import { testEngine } from "@/test/support/test-database";

// Hostile request bodies (issue 10), over HTTP against `npm start`'s server: XML with DOCTYPEs,
// entities (billion laughs, local files, URLs), deep nesting, 20 MB, bad encodings and wrong
// Content-Types at /csw, the import and the XSLT upload; the same for every JSON body a route
// reads; CSW parameters and filters with 1,000 ORs; download file names built from hostile
// input. Every answer: the right 4xx, no internals, promptly; no entity ever resolved.

const built = builtRoute("csw/route.js");
if (!built) console.warn("Skipping the hostile body suite: no production build (npm run build).");

const MB20 = 20 * 1024 * 1024;
const CSW_NS =
  'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:dc="http://purl.org/dc/elements/1.1/"';
const capabilities = `<csw:GetCapabilities ${CSW_NS} service="CSW"/>`;
const getRecords = (constraint: string, attributes = "") =>
  `<csw:GetRecords ${CSW_NS} service="CSW" version="2.0.2" resultType="results" ${attributes}><csw:Query typeNames="csw:Record"><csw:ElementSetName>brief</csw:ElementSetName>${constraint}</csw:Query></csw:GetRecords>`;

/** XML documents no endpoint may resolve, expand or choke on; `listener` is a URL that must never be fetched. */
function hostileXml(listener: string): [string, Buffer | string][] {
  const laughs = [`<!ENTITY l0 "ha">`];
  for (let i = 1; i <= 10; i++) laughs.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return [
    ["a DOCTYPE", `<?xml version="1.0"?><!DOCTYPE r [<!ELEMENT r ANY>]>${capabilities}`],
    ["billion laughs", `<?xml version="1.0"?><!DOCTYPE r [${laughs.join("")}]><r>&l10;</r>`],
    [
      "an external entity to a local file",
      `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>`,
    ],
    ["an external entity to a URL", `<!DOCTYPE r [<!ENTITY x SYSTEM "${listener}/entity">]><r>&x;</r>`],
    ["a parameter entity", `<!DOCTYPE r [<!ENTITY % p SYSTEM "${listener}/dtd"> %p;]><r/>`],
    ["an external DTD", `<!DOCTYPE r SYSTEM "${listener}/r.dtd"><r/>`],
    ["an entity without a DOCTYPE", "<r>&x;</r>"],
    [
      "an XInclude of a local file",
      `<r xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file:///etc/passwd" parse="text"/></r>`,
    ],
    ["10,000-deep nesting", `${"<a>".repeat(10_000)}${"</a>".repeat(10_000)}`],
    [
      "invalid UTF-8",
      Buffer.concat([
        Buffer.from('<?xml version="1.0" encoding="UTF-8"?><r>'),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
        Buffer.from("</r>"),
      ]),
    ],
    ["a NUL byte", Buffer.from("<r>a\0b</r>")],
    ["a lone surrogate reference", "<r>&#xD800;</r>"],
    ["an unknown encoding", '<?xml version="1.0" encoding="EBCDIC-XYZ"?><r/>'],
    ["not XML", "' OR 1=1--"],
    ["an empty body", ""],
  ];
}

describe.skipIf(!built)(`hostile bodies on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  const run = newRun();
  let server: HostileServer;
  let valid: Record<string, string>;
  let otherUserId: string;
  let listener: Server;
  let listenerUrl: string;
  const listenerHits: string[] = [];

  beforeAll(async () => {
    listener = createServer((request, response) => {
      listenerHits.push(request.url ?? "");
      response.end("<!ENTITY leaked 'leaked'>");
    });
    listener.on("connection", () => listenerHits.push("(connection)"));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    listenerUrl = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
    cleanups.push(() => new Promise((resolve) => listener.close(resolve)));
    server = await startHostileServer(cleanups);
    const record = await server.db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } });
    const organisasi = await server.db.organisasi.findFirstOrThrow();
    const other = await server.db.pengguna.findFirstOrThrow({
      where: { email: { startsWith: "produsen2@" } },
    });
    otherUserId = other.id;
    valid = { id: record.id, tipe: "qc", kode: organisasi.kode };
  }, 240_000);

  afterAll(async () => {
    console.info(summary("Hostile body suite", testEngine, run));
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  const check = async (cases: HostileCase[]) => {
    const before = run.failures.length;
    await runCases(server.url, cases, run);
    expect(run.failures.slice(before)).toEqual([]);
  };

  it("refuses hostile XML at /csw, the import and the XSLT upload without resolving anything", async () => {
    const endpoints = [
      { target: "/csw", method: "POST", format: "csw" as const, type: "application/xml", admin: false },
      {
        target: "/api/metadata/import",
        method: "POST",
        format: "json" as const,
        type: "application/xml",
        admin: true,
      },
      {
        target: "/api/admin/xslt",
        method: "PUT",
        format: "json" as const,
        type: "application/xslt+xml",
        admin: true,
      },
    ];
    const cases: HostileCase[] = [];
    for (const endpoint of endpoints) {
      const headers = (type?: string) => ({
        ...(type ? { "Content-Type": type } : {}),
        ...(endpoint.admin ? { Cookie: server.admin } : {}),
      });
      const base = { method: endpoint.method, target: endpoint.target, format: endpoint.format };
      for (const [name, body] of hostileXml(listenerUrl))
        cases.push({
          ...base,
          name: `${endpoint.target} with ${name}`,
          headers: headers(endpoint.type),
          body,
          expect: [400],
        });
      const big = Buffer.alloc(MB20, "<a>");
      cases.push(
        {
          ...base,
          name: `${endpoint.target} with 20 MB (Content-Length)`,
          headers: headers(endpoint.type),
          body: big,
          expect: [413],
          withinMs: 5_000,
          keepAlive: true,
        },
        {
          ...base,
          name: `${endpoint.target} with 20 MB (chunked)`,
          headers: headers(endpoint.type),
          body: big,
          chunked: true,
          expect: [413],
          withinMs: 5_000,
          keepAlive: true,
        },
        // CSW clients are lax about Content-Type (many send none or text/plain): /csw reads the
        // document whatever it says; the other endpoints want XML.
        {
          ...base,
          name: `${endpoint.target} with text/plain`,
          headers: headers("text/plain"),
          body: capabilities,
          expect: endpoint.target === "/csw" ? [200] : [400],
        },
        {
          ...base,
          name: `${endpoint.target} without Content-Type`,
          headers: headers(),
          body: capabilities,
          expect: endpoint.target === "/csw" ? [200] : [400],
        },
        {
          ...base,
          name: `${endpoint.target} with JSON`,
          headers: headers("application/json"),
          body: "{}",
          expect: [400],
        },
      );
    }
    // Character references to what XML forbids, where the CSW would query with them.
    for (const [name, text] of [
      ["NUL", "&#0;"],
      ["a lone surrogate", "&#xD800;"],
    ])
      cases.push(
        {
          name: `CSW GetRecordById with ${name} by reference`,
          method: "POST",
          target: "/csw",
          headers: { "Content-Type": "application/xml" },
          body: `<csw:GetRecordById ${CSW_NS} service="CSW" version="2.0.2"><csw:Id>a${text}b</csw:Id></csw:GetRecordById>`,
          expect: [400],
          format: "csw",
        },
        {
          name: `CSW filter literal with ${name} by reference`,
          method: "POST",
          target: "/csw",
          headers: { "Content-Type": "application/xml" },
          body: getRecords(
            `<csw:Constraint version="1.1.0"><ogc:Filter><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>AnyText</ogc:PropertyName><ogc:Literal>a${text}b</ogc:Literal></ogc:PropertyIsLike></ogc:Filter></csw:Constraint>`,
          ),
          expect: [400],
          format: "csw",
        },
      );
    await check(cases);
    expect(listenerHits).toEqual([]);
  }, 120_000);

  it("answers CSW filters with 1,000 ORs: an XML filter correctly and at once, a CQL text over its limit refused", async () => {
    const record = await server.db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED" },
      select: { fileIdentifier: true, id: true },
    });
    const identifier = record.fileIdentifier ?? record.id;
    const ors = Array.from({ length: 1_000 }, (_, i) => (i === 500 ? identifier : `tidak-ada-${i}`));
    const xmlFilter = `<csw:Constraint version="1.1.0"><ogc:Filter><ogc:Or>${ors
      .map(
        (value) =>
          `<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:identifier</ogc:PropertyName><ogc:Literal>${value}</ogc:Literal></ogc:PropertyIsEqualTo>`,
      )
      .join("")}</ogc:Or></ogc:Filter></csw:Constraint>`;
    const cql = ors.map((value) => `dc:identifier = '${value}'`).join(" OR ");
    const cases: HostileCase[] = [
      {
        name: "CSW XML filter with 1,000 ORs",
        method: "POST",
        target: "/csw",
        headers: { "Content-Type": "application/xml" },
        body: getRecords(xmlFilter),
        expect: [200],
        format: "csw",
      },
      {
        name: "CSW CqlText with 1,000 ORs",
        method: "POST",
        target: "/csw",
        headers: { "Content-Type": "application/xml" },
        body: getRecords(
          `<csw:Constraint version="1.1.0"><csw:CqlText>${cql}</csw:CqlText></csw:Constraint>`,
        ),
        expect: [400],
        format: "csw",
      },
      {
        name: "CSW GET CQL with 1,000 short ORs",
        method: "GET",
        target: `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(Array.from({ length: 1_000 }, () => "a=1").join(" OR "))}`,
        expect: [400],
        format: "csw",
      },
    ];
    await check(cases);
    expect(run.responses.get("CSW XML filter with 1,000 ORs")?.body.toString()).toMatch(
      /numberOfRecordsMatched="1"/,
    );
    expect(run.responses.get("CSW CqlText with 1,000 ORs")?.body.toString()).toMatch(/10000|10,000|10 000/);
  }, 60_000);

  it("answers hostile CSW parameters (KVP and XML attributes) with an ExceptionReport or a correct answer", async () => {
    const base =
      "service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=brief";
    const params = [
      "service",
      "version",
      "request",
      "typeNames",
      "elementSetName",
      "outputSchema",
      "resultType",
      "outputFormat",
      "namespace",
      "sortBy",
      "ElementName",
      "acceptVersions",
      "sections",
      "constraintLanguage",
      "id",
    ];
    const cases: HostileCase[] = [];
    for (const name of ["startPosition", "maxRecords"])
      for (const value of ABSURD_NUMBERS) {
        const notWhole = ["NaN", "Infinity", "-Infinity", "1e309", "1.5", "1e-400"].includes(value);
        cases.push(
          {
            name: `CSW GET ${name}=${value}`,
            method: "GET",
            target: `/csw?${base}&${name}=${value}`,
            expect: notWhole ? [400] : "not5xx",
            format: "csw",
          },
          {
            name: `CSW POST ${name}="${value}"`,
            method: "POST",
            target: "/csw",
            headers: { "Content-Type": "application/xml" },
            body: getRecords("", `${name}="${decodeURIComponent(value)}"`),
            expect: notWhole ? [400] : "not5xx",
            format: "csw",
          },
        );
      }
    for (const name of params)
      for (const value of HOSTILE_STRINGS)
        cases.push({
          name: `CSW GET ${name}=${value.slice(0, 30)}`,
          method: "GET",
          target: `/csw?${base.replace(new RegExp(`(^|&)${name}=[^&]*`, "i"), "")}&${name}=${value}`,
          expect: value.length > 16_000 ? [431] : "not5xx",
          format: value.length > 16_000 ? "json" : "csw",
        });
    for (const value of HOSTILE_STRINGS.filter((v) => v.length < 16_000)) {
      cases.push(
        {
          name: `CSW CQL constraint ${value.slice(0, 30)}`,
          method: "GET",
          target: `/csw?${base}&constraintLanguage=CQL_TEXT&constraint=${value}`,
          expect: "not5xx",
          format: "csw",
        },
        {
          name: `CSW GetRecordById ${value.slice(0, 30)}`,
          method: "GET",
          target: `/csw?service=CSW&version=2.0.2&request=GetRecordById&id=${value}`,
          expect: "not5xx",
          format: "csw",
        },
        {
          name: `CSW AnyText LIKE ${value.slice(0, 30)}`,
          method: "GET",
          target: `/csw?${base}&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(`AnyText LIKE '%${decodeURIComponentSafe(value).replace(/'/g, "''")}%'`)}`,
          expect: "not5xx",
          format: "csw",
        },
      );
    }
    await check(cases);
  }, 120_000);

  it("refuses hostile JSON bodies on every route that reads one", async () => {
    const big = Buffer.alloc(MB20, " ");
    big.write('{"a":"', 0);
    const deepArray = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const bodies: [string, string | Buffer, string | undefined, HostileCase["expect"]][] = [
      ["text/plain", "{}", "text/plain;charset=UTF-8", [400]],
      ["a form", "a=1&b=2", "application/x-www-form-urlencoded", [400]],
      ["no Content-Type", "{}", undefined, [400]],
      ["broken JSON", '{"a":', "application/json", [400]],
      [
        "invalid UTF-8",
        Buffer.concat([Buffer.from('{"judul":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]),
        "application/json",
        [400],
      ],
      [
        "a NUL character",
        '{"judul":"a\\u0000b","email":"a\\u0000@b.c","nama":"\\u0000"}',
        "application/json",
        [400],
      ],
      ["an array", "[]", "application/json", "4xx"],
      ["null", "null", "application/json", "4xx"],
      ["a number", "1e309", "application/json", "4xx"],
      ["a string", '"x"', "application/json", "4xx"],
      ["10,000-deep arrays", deepArray, "application/json", "4xx"],
      ["10,000-deep objects", deepObject, "application/json", "4xx"],
      [
        "absurd numbers",
        '{"halaman":1e309,"perHalaman":-0,"versi":9223372036854775808,"allowLintasOrgReviewer":1e309,"bboxBarat":1e309,"bboxTimur":-1e309,"bboxUtara":9999999999999999999999,"bboxSelatan":-0}',
        "application/json",
        "not5xx",
      ],
      ["duplicate keys", '{"x":1,"x":2,"x":3}', "application/json", "not5xx"],
      [
        "__proto__ and constructor keys",
        '{"__proto__":{"peran":"ADMIN","aktif":false,"isAdmin":true},"constructor":{"prototype":{"peran":"ADMIN"}}}',
        "application/json",
        "not5xx",
      ],
      [
        "SQL and Unicode in strings",
        JSON.stringify({
          email: "' OR 1=1--",
          password: "\u202E\u200B",
          judul: "x".repeat(100_000),
          catatan: "\ud800",
        }),
        "application/json",
        "not5xx",
      ],
    ];
    const cases: HostileCase[] = [];
    for (const { template, handled } of apiRoutes()) {
      if (["/api/metadata/import", "/api/admin/xslt"].includes(template)) continue; // XML bodies, above
      const target = fill(
        template,
        template.startsWith("/api/admin/pengguna") ? { ...valid, id: otherUserId } : valid,
      );
      // Routes that read no body answer what they answer, whatever they are sent: logout signs
      // out (204); a harvest run is queued or cancelled (here 404: the ids are no source's or
      // run's). The catch-all is a 404.
      const ignoresBody = [
        "/api/auth/logout",
        "/api/admin/panen/[id]/jalankan",
        "/api/admin/panen/riwayat/[runId]/batal",
      ].includes(template);
      const notFound = template === "/api/[...path]";
      for (const method of handled.filter((m) => ["POST", "PUT", "PATCH"].includes(m))) {
        const headers = (type?: string) => ({
          Cookie: server.admin,
          ...(type ? { "Content-Type": type } : {}),
        });
        for (const [name, body, type, expected] of bodies)
          cases.push({
            name: `${method} ${template} with ${name}`,
            method,
            target,
            headers: headers(type),
            body,
            expect: notFound ? [404] : ignoresBody ? "not5xx" : expected,
            format: "json",
          });
        cases.push(
          {
            name: `${method} ${template} with 20 MB (Content-Length)`,
            method,
            target,
            headers: headers("application/json"),
            body: big,
            expect: notFound ? [404] : ignoresBody ? "not5xx" : [413],
            format: "json",
            withinMs: 5_000,
            keepAlive: true,
          },
          {
            name: `${method} ${template} with 20 MB (chunked)`,
            method,
            target,
            headers: headers("application/json"),
            body: big,
            chunked: true,
            expect: notFound ? [404] : ignoresBody ? "not5xx" : [413],
            format: "json",
            withinMs: 5_000,
            keepAlive: true,
          },
        );
      }
    }
    expect(cases.length).toBeGreaterThan(150);
    await check(cases);
    // __proto__ in a body changed nobody's role or account, nor any object's prototype.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Cookie: server.produsen } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toMatch(/"PRODUSEN"/);
    const other = await server.db.pengguna.findUniqueOrThrow({ where: { id: otherUserId } });
    expect({ peran: other.peran, aktif: other.aktif }).toEqual({ peran: "PRODUSEN", aktif: true });
    const list = await fetch(`${server.url}/api/public/metadata`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toMatch(/isAdmin|"peran":"ADMIN"/);
  }, 180_000);

  it("keeps download file names single-line and safe, whatever name was uploaded", async () => {
    const stylesheet = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><hasil/></xsl:template></xsl:stylesheet>`;
    const names = [
      `evil"\r\nX-Injected: 1`,
      `a";filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
      "../../etc/passwd",
      "..\\..\\win.ini",
      "\u202Egnp.xsl",
      "x".repeat(255),
    ];
    for (const nama of names) {
      const put = await sendHostile(server.url, {
        method: "PUT",
        target: `/api/admin/xslt?nama=${encodeURIComponent(nama)}`,
        headers: { Cookie: server.admin, "Content-Type": "application/xslt+xml" },
        body: stylesheet,
      });
      const get = await sendHostile(server.url, {
        method: "GET",
        target: "/api/admin/xslt",
        headers: { Cookie: server.admin },
      });
      run.sent += 2;
      expect(put.status, put.body.toString()).toBe(200);
      expect(get.status).toBe(200);
      expect(get.headers["content-disposition"]).toMatch(/^attachment; filename="[A-Za-z0-9._-]{1,100}"$/);
      expect(get.headers["x-injected"]).toBeUndefined();
    }
    const downloads = [
      `/api/public/metadata/${valid.id}/xml`,
      `/api/public/metadata/${valid.id}/xml?format=xslt`,
      `/api/metadata/${valid.id}/export/xml`,
    ];
    for (const target of downloads) {
      const response = await sendHostile(server.url, {
        method: "GET",
        target,
        headers: { Cookie: server.admin },
      });
      run.sent++;
      expect(response.status, target).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="[A-Za-z0-9._-]{1,100}"$/,
      );
    }
    // Stylesheets that would read local files are refused before they are stored.
    for (const select of [
      "document('file:///etc/passwd')",
      "&#100;ocument('/etc/passwd')",
      "document\n('/etc/passwd')",
    ]) {
      const sneaky = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><hasil a="{${select}}"><xsl:value-of select="${select}"/></hasil></xsl:template></xsl:stylesheet>`;
      const response = await sendHostile(server.url, {
        method: "PUT",
        target: "/api/admin/xslt?nama=baca.xsl",
        headers: { Cookie: server.admin, "Content-Type": "application/xslt+xml" },
        body: sneaky,
      });
      run.sent++;
      expect(response.status).toBe(400);
    }
    const xslt = await sendHostile(server.url, {
      method: "GET",
      target: `/api/public/metadata/${valid.id}/xml?format=xslt`,
    });
    run.sent++;
    expect(xslt.body.toString()).not.toContain(PASSWD);
  }, 60_000);

  it("imports files with hostile names and hostile contents without a 5xx, a resolved entity or a path", async () => {
    const names = [
      "../../etc/passwd",
      "..\\..\\win.ini",
      "%2e%2e%2fx.xml",
      "\u202Elmx.exe",
      "x".repeat(1_000),
    ];
    const [, external] = hostileXml(listenerUrl)[2] as [string, string];
    const boundary = "----hostile";
    const formOf = (files: string[]) =>
      `${files
        .map(
          (name) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${name.replace(/"/g, "%22")}"\r\nContent-Type: application/xml\r\n\r\n${external}\r\n`,
        )
        .join("")}--${boundary}--\r\n`;
    const cases: HostileCase[] = [
      {
        name: "import of files with hostile names",
        method: "POST",
        target: "/api/metadata/import",
        headers: { Cookie: server.admin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: formOf(names),
        // Each file's outcome: here each one refused for its DOCTYPE.
        expect: [200],
        format: "json",
      },
      {
        // A CR LF in a part's file name breaks the part's header: the form is unreadable.
        name: "import of a file named with CR LF",
        method: "POST",
        target: "/api/metadata/import",
        headers: { Cookie: server.admin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: formOf(["a\r\nX-Injected: 1.xml"]),
        expect: [400],
        format: "json",
      },
      {
        name: "import of a broken multipart form",
        method: "POST",
        target: "/api/metadata/import",
        headers: { Cookie: server.admin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="a.xml"\r\n\r\n<r/>`,
        expect: [400],
        format: "json",
      },
      ...["..%2F..%2Fetc%2Fpasswd", "%00", "a%0D%0AX-Injected:%201"].map((nama) => ({
        name: `import named ${nama}`,
        method: "POST",
        target: `/api/metadata/import?nama=${nama}`,
        headers: { Cookie: server.admin, "Content-Type": "application/xml" },
        body: external,
        expect: [400],
        format: "json" as const,
      })),
    ];
    await check(cases);
    const answer = run.responses.get("import of files with hostile names");
    expect(answer?.headers["x-injected"]).toBeUndefined();
    expect(answer?.body.toString()).toMatch(/DOCTYPE/);
    expect(listenerHits).toEqual([]);
  }, 60_000);

  it("stays healthy and within its memory afterwards, and never fetched an entity", async () => {
    const memory = await expectServerHealthy(server);
    console.info(
      `Hostile body suite (${testEngine}): server RSS ${memory.rssMb} MB, peak ${memory.peakMb} MB.`,
    );
    expect(listenerHits).toEqual([]);
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
