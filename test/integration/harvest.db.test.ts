import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { importRecord } from "@/lib/catalogue/import/import-record";
import type { HarvestProtocolName, HarvestQuery } from "@/lib/harvest/protocol";
import { HARVEST_PROTOCOLS } from "@/lib/harvest/registry";
import { createRemoteFetch } from "@/lib/harvest/remote-fetch";
import { type HarvestReport, runHarvest } from "@/lib/harvest/run-harvest";
import { BROKEN_ID, GMD, type HarvestNode, PAGE, startHarvestNode } from "@/test/support/harvest-node";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { allSampleRecords, listSamples, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// One harvest (npm run harvest's) from a node that answers CSW as pycsw does
// (test/support/harvest-node.ts), with planted faults: a malformed record, a page that times
// out, an oversized answer and a redirect loop. The harvest goes through the real fetcher
// (time, size and redirect limits) and the real import, into a seeded catalogue. Stored
// sources and their runs: harvest-sources.db.test.ts; OAI-PMH and WAF: their unit tests.

describe.skipIf(samplesUnavailable)(`harvesting ${samplesUnavailable ?? ""} on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  let node: HarvestNode;
  let base = "";
  let records: HarvestNode["records"] = [];
  let stalls: HarvestNode["stalls"];

  beforeAll(async () => {
    node = await startHarvestNode();
    ({ base, records, stalls } = node);
  });
  afterAll(() => node.close());

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
    const broken = report.problems.find((problem) => problem.remoteId === BROKEN_ID);
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

  it("harvests a folder of files (every real-world sample, in sub-folders) and an OAI-PMH list with a deleted record", async () => {
    const reasons = ["SCHEMA_ERROR", "UNKNOWN_CODE", "MISSING_ELEMENT", "REMOTE_ERROR", "CONFLICT"];
    const folder = await harvest("WAF", `${base}/waf/`);
    const files = allSampleRecords();
    expect(folder).toMatchObject({ seen: files.length, matched: files.length, stoppedAt: null });
    expect(folder.added + folder.updated + folder.conflicts + folder.failed).toBe(folder.seen);
    expect(folder.added).toBeGreaterThanOrEqual(listSamples("iso19115-3").length);
    for (const problem of folder.problems) {
      expect(reasons).toContain(problem.reason);
      expect(problem.remoteId).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/waf\/.+\.xml$/);
    }
    const oai = await harvest("OAI_PMH", `${base}/oai`);
    const listed = listSamples("iso19139").length;
    expect(oai).toMatchObject({ seen: listed + 1, matched: listed + 1, deletedAtRemote: 1, stoppedAt: null });
    expect(oai.added + oai.updated + oai.conflicts + oai.failed).toBe(listed);
  });
});
