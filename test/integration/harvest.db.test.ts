import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { importRecord } from "@/lib/catalogue/import/import-record";
import type { HarvestProtocolName, HarvestQuery } from "@/lib/harvest/protocol";
import { createRemoteFetch } from "@/lib/harvest/remote-fetch";
import { HARVEST_PROTOCOLS, type HarvestReport, runHarvest } from "@/lib/harvest/run-harvest";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Harvesting from a node that answers as pycsw does (REAL-NODES.md: pages of 10 whatever is
// asked, nextRecord="0" at the end), serving the real-world ISO 19139 samples over CSW, OAI-PMH
// and as a folder of files, with planted faults: a malformed record, a page that times out,
// an oversized answer and a redirect loop. The harvest goes through the real fetcher (time,
// size and redirect limits) and the real import, into a seeded catalogue.

const GMD = "http://www.isotc211.org/2005/gmd";
const BROKEN = `<gmd:MD_Metadata xmlns:gmd="${GMD}" xmlns:gco="http://www.isotc211.org/2005/gco"><gmd:fileIdentifier><gco:CharacterString>ditanam-rusak</gco:CharacterString></gmd:fileIdentifier></gmd:MD_Metadata>`;
const PAGE = 10;

const withoutDeclaration = (text: string) => text.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, "");

describe.skipIf(samplesUnavailable)(`harvesting ${samplesUnavailable ?? ""} on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  let server: Server;
  let base = "";
  let records: { id: string; text: string }[] = [];
  /** startPosition values whose next request sleeps past the fetcher's time limit. */
  const stalls = new Map<string, number>();

  function getRecords(url: URL, response: ServerResponse) {
    const start = Number(url.searchParams.get("startPosition") ?? 1);
    const page = records.slice(start - 1, start - 1 + PAGE);
    const next = start + page.length > records.length ? 0 : start + page.length;
    response.setHeader("Content-Type", "application/xml");
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"><csw:SearchStatus timestamp="2026-11-27T00:00:00Z"/><csw:SearchResults numberOfRecordsMatched="${records.length}" numberOfRecordsReturned="${page.length}" nextRecord="${next}" recordSchema="${GMD}" elementSet="full">${page.map((r) => r.text).join("")}</csw:SearchResults></csw:GetRecordsResponse>`,
    );
  }

  const capabilities = `<?xml version="1.0"?><csw:Capabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ows="http://www.opengis.net/ows" version="2.0.2"><ows:ServiceIdentification><ows:Title>Simpul uji</ows:Title></ows:ServiceIdentification><ows:OperationsMetadata><ows:Operation name="GetRecords"><ows:Parameter name="outputSchema"><ows:Value>http://www.opengis.net/cat/csw/2.0.2</ows:Value><ows:Value>${GMD}</ows:Value></ows:Parameter></ows:Operation></ows:OperationsMetadata></csw:Capabilities>`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    if (url.pathname === "/loop") return response.writeHead(302, { Location: "/loop-2" }).end();
    if (url.pathname === "/loop-2") return response.writeHead(302, { Location: "/loop" }).end();
    if (url.pathname === "/besar") {
      response.setHeader("Content-Type", "application/xml");
      return response.end(`<a>${"x".repeat(3 * 1024 * 1024)}</a>`);
    }
    if (url.pathname !== "/csw") return response.writeHead(404).end();
    if (url.searchParams.get("request") === "GetCapabilities") {
      response.setHeader("Content-Type", "application/xml");
      return response.end(capabilities);
    }
    const start = url.searchParams.get("startPosition") ?? "1";
    const stalled = stalls.get(start) ?? 0;
    if (stalled > 0) {
      stalls.set(start, stalled - 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    getRecords(url, response);
  }

  beforeAll(async () => {
    records = listSamples("iso19139").map((file) => {
      const text = withoutDeclaration(readFileSync(file, "utf8"));
      return { id: path.basename(file), text };
    });
    records.splice(12, 0, { id: "ditanam-rusak", text: BROKEN });
    server = createServer((request, response) => {
      handle(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetcher = (allowPrivateAddresses = true) =>
    createRemoteFetch({ timeoutMs: 700, maxBytes: 2 * 1024 * 1024, maxRedirects: 3, allowPrivateAddresses });
  const query = (url: string, cursor: string | null = null): HarvestQuery => ({
    url,
    constraint: {},
    modifiedSince: null,
    cursor,
  });
  const harvest = async (protocol: HarvestProtocolName, url: string, cursor: string | null = null) =>
    runHarvest(await admin(), { protocol, query: query(url, cursor), fetch: fetcher(), status: "DRAFT" });
  let actor: Actor | undefined;
  const admin = async () => {
    actor ??= await adminActor(database().db);
    return actor;
  };

  /** The harvested records' file identifiers in the catalogue. */
  const stored = async (ids: string[]) =>
    (
      await database().db.metadata.findMany({
        where: { fileIdentifier: { in: ids } },
        select: { fileIdentifier: true, status: true },
      })
    ).length;

  const wentIn = (report: HarvestReport) => report.added + report.updated;

  it("walks a pycsw-like node's pages to the end, imports every record it can and says why the rest did not go in", async () => {
    const described = await HARVEST_PROTOCOLS.CSW.describe(fetcher(), query(`${base}/csw`));
    expect(described).toMatchObject({ title: "Simpul uji", chosenFormat: GMD, records: records.length });
    const report = await harvest("CSW", `${base}/csw`);
    expect(report.matched).toBe(records.length);
    expect(report.seen).toBe(records.length);
    expect(report.stoppedAt).toBeNull();
    // Every record seen is accounted for once.
    expect(report.added + report.updated + report.conflicts + report.failed).toBe(report.seen);
    const broken = report.problems.find((problem) => problem.remoteId === "ditanam-rusak");
    expect(broken?.reason).toBe("MISSING_ELEMENT");
    // A record without a file identifier cannot be matched again: refused, named by its position.
    const positions = records.flatMap((r, i) => (/fileIdentifier/.test(r.text) ? [] : [`#${i + 1}`]));
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions)
      expect(report.problems).toContainEqual(
        expect.objectContaining({ remoteId: position, reason: "MISSING_ELEMENT" }),
      );
    const ids = report.problems.map((problem) => problem.remoteId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(wentIn(report)).toBeGreaterThanOrEqual(records.length - 3);
    // Again: nothing added twice (matched by file identifier), the same records updated.
    const again = await harvest("CSW", `${base}/csw`);
    expect(again.added).toBe(0);
    expect(again.updated).toBe(wentIn(report));
  });

  it("asks a page that timed out again, and where it keeps failing stops there, to be resumed from that page", async () => {
    stalls.set("11", 1);
    const retried = await harvest("CSW", `${base}/csw`);
    expect(retried.stoppedAt).toBeNull();
    expect(retried.seen).toBe(records.length);
    stalls.set("11", 3);
    const stopped = await harvest("CSW", `${base}/csw`);
    expect(stopped.stoppedAt?.cursor).toBe("11");
    expect(stopped.stoppedAt?.error).toMatch(/^TIMEOUT/);
    expect(stopped.seen).toBe(PAGE);
    const resumed = await harvest("CSW", `${base}/csw`, stopped.stoppedAt?.cursor ?? null);
    expect(resumed.stoppedAt).toBeNull();
    expect(stopped.seen + resumed.seen).toBe(records.length);
  });

  it("refuses an oversized answer and a redirect loop, and a source on a private address unless allowed", async () => {
    const oversized = await harvest("CSW", `${base}/besar`);
    expect(oversized.stoppedAt?.error).toMatch(/^TOO_LARGE/);
    const loop = await harvest("CSW", `${base}/loop`);
    expect(loop.stoppedAt?.error).toMatch(/^REDIRECTS/);
    await expect(HARVEST_PROTOCOLS.CSW.describe(fetcher(false), query(`${base}/csw`))).rejects.toMatchObject({
      kind: "BLOCKED_ADDRESS",
    });
    expect(oversized.seen + loop.seen).toBe(0);
  });

  it("does not overwrite a record another organisation holds, nor one edited here: a conflict in the report", async () => {
    const db = database().db;
    const [first] = listSamples("iso19139");
    const other = await db.organisasi.findFirstOrThrow({
      where: { NOT: { id: (await admin()).organisasiId } },
    });
    const text = readFileSync(first as string);
    const held = await importRecord(await admin(), text, {
      status: "DRAFT",
      organisasiId: other.id,
      sourceName: "lain.xml",
    });
    const report = await harvest("CSW", `${base}/csw`);
    const conflict = report.problems.find((problem) => problem.reason === "CONFLICT");
    expect(report.conflicts).toBe(1);
    expect(conflict?.message).toContain(held.fileIdentifier);
    const record = await db.metadata.findUniqueOrThrow({ where: { id: held.id } });
    expect(record.organisasiId).toBe(other.id);
    expect(await stored([held.fileIdentifier])).toBe(1);
  });
});
