import { describe, expect, it } from "vitest";
import { GET as exportXml } from "@/app/api/metadata/[id]/export/xml/route";
import { POST as sign } from "@/app/api/metadata/[id]/kualitas/[tipe]/route";
import {
  DELETE as deleteRecord,
  GET as getRecord,
  PATCH as patchRecord,
} from "@/app/api/metadata/[id]/route";
import { POST as moveStatus } from "@/app/api/metadata/[id]/status/route";
import type { Peran, StatusMetadata } from "@/lib/db/generated/enums";
import { STATUS_METADATA } from "@/lib/workflow/statuses";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// The authorisation matrix through the route handlers: every role × every record endpoint ×
// how the record stands to the user (own, own organisation, another organisation that lets
// examiners of others check its records, another that does not) × each status, against the
// rules of the accounts issue written out here on their own (not read from lib/auth).
// Expected answers: allowed (2xx, or the move's own requirement: 422), 403 (not for this user),
// 409 (the user could, but not in this status or not as a workflow move).

type Relation = "own" | "organisation" | "lintasOpen" | "lintasClosed";
const RELATIONS: Relation[] = ["own", "organisation", "lintasOpen", "lintasClosed"];
type Outcome = "allow" | 403 | 409 | 422;

const ACCOUNTS: Record<Peran, readonly [string, string]> = {
  ADMIN: ["admin@simpul.contoh.go.id", "Admin#2026"],
  WALIDATA: ["walidata@big.contoh.go.id", "Walidata#2026"],
  PEMERIKSA: ["pemeriksa1@big.contoh.go.id", "Pemeriksa#2026"],
  PRODUSEN: ["produsen1@big.contoh.go.id", "Produsen#2026"],
};
const ROLES = Object.keys(ACCOUNTS) as Peran[];

/** The signed-in users all belong to BIG; "own" records belong to produsen1@big. */
const sameOrganisation = (relation: Relation) => relation === "own" || relation === "organisation";

function mayRead(role: Peran, relation: Relation, status: StatusMetadata): boolean {
  if (role === "ADMIN" || sameOrganisation(relation)) return true;
  return role === "PEMERIKSA" && relation === "lintasOpen" && status === "QCQE_PROCESS";
}

/** 403 for anyone but `who`; for them, allowed in the right status and 409 in another. */
const rule = (rightStatus: boolean, who: boolean): Outcome => (!who ? 403 : rightStatus ? "allow" : 409);

function expected(endpoint: string, role: Peran, relation: Relation, status: StatusMetadata): Outcome {
  if (!mayRead(role, relation, status)) return 403;
  const owner = role === "PRODUSEN" && relation === "own";
  const examiner = role === "PEMERIKSA" && relation !== "lintasClosed";
  const custodian = role === "WALIDATA" && sameOrganisation(relation);
  const admin = role === "ADMIN";
  switch (endpoint) {
    case "read":
    case "export":
      return "allow";
    case "update":
      return admin ? "allow" : rule(["DRAFT", "REJECTED"].includes(status), owner);
    case "delete":
      return rule(status === "DRAFT", owner || admin);
    case "qc":
    case "qe":
      return rule(status === "QCQE_PROCESS", examiner || admin);
    case "qa":
      return rule(status === "REVIEW", custodian || admin);
  }
  // A workflow move: "status>TARGET".
  const to = endpoint.split(">")[1] as StatusMetadata;
  const byOwner: [StatusMetadata, StatusMetadata][] = [
    ["DRAFT", "QCQE_PROCESS"],
    ["REJECTED", "DRAFT"],
  ];
  const byCustodian: [StatusMetadata, StatusMetadata][] = [
    ["REVIEW", "PUBLISHED"],
    ["REVIEW", "PRIVATE"],
    ["REVIEW", "REJECTED"],
    ["PUBLISHED", "PRIVATE"],
    ["PRIVATE", "PUBLISHED"],
  ];
  const is = (moves: [StatusMetadata, StatusMetadata][]) => moves.some(([a, b]) => a === status && b === to);
  if (!is(byOwner) && !is(byCustodian)) return 409;
  const permitted = is(byOwner) ? owner || admin : custodian || admin;
  if (!permitted) return 403;
  // Publishing needs a signed QA, which these records do not have.
  return status === "REVIEW" && to === "PUBLISHED" ? 422 : "allow";
}

const ENDPOINTS = [
  "read",
  "export",
  "update",
  "delete",
  "qc",
  "qe",
  "qa",
  ...STATUS_METADATA.map((to) => `status>${to}`),
];

describe(`authorisation matrix over HTTP on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("answers every role × endpoint × relation × status as the rules say", async () => {
    const { db } = database();
    const userOf = (email: string) => db.pengguna.findUniqueOrThrow({ where: { email } });
    const producer = await userOf(ACCOUNTS.PRODUSEN[0]);
    const colleague = await db.pengguna.findFirstOrThrow({
      where: { organisasiId: producer.organisasiId, peran: "PRODUSEN", id: { not: producer.id } },
    });
    const ownerIn = async (allowLintasOrgReviewer: boolean) =>
      db.pengguna.findFirstOrThrow({
        where: {
          peran: "PRODUSEN",
          organisasiId: { not: producer.organisasiId },
          organisasi: { allowLintasOrgReviewer },
        },
        orderBy: { email: "asc" },
      });
    const owners: Record<Relation, { id: string; organisasiId: string }> = {
      own: producer,
      organisation: colleague,
      lintasOpen: await ownerIn(true),
      lintasClosed: await ownerIn(false),
    };
    const template = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", organisasiId: producer.organisasiId },
      include: { tanggal: true, kataKunci: true, kontak: true, distribusi: true, laporanKualitasData: true },
      orderBy: { id: "asc" },
    });
    const strip = <T extends { id: string; metadataId: string }>(rows: T[]) =>
      rows.map(({ id: _id, metadataId: _m, ...row }) => row);
    const {
      id: _id,
      fileIdentifier: _f,
      tanggal,
      kataKunci,
      kontak,
      distribusi,
      laporanKualitasData,
      ...columns
    } = template;

    /** The probe record of a relation and status, as it was before any probe changed it. */
    const put = async (id: string, relation: Relation, status: StatusMetadata) => {
      await db.metadata.deleteMany({ where: { id } });
      await db.metadata.create({
        data: {
          ...columns,
          searchVector: undefined,
          bbox: undefined,
          id,
          status,
          version: 1,
          publishedAt: null,
          ownerId: owners[relation].id,
          organisasiId: owners[relation].organisasiId,
          tanggal: { create: strip(tanggal) },
          kataKunci: { create: strip(kataKunci) },
          kontak: { create: strip(kontak) },
          distribusi: { create: strip(distribusi) },
          laporanKualitasData: { create: strip(laporanKualitasData) },
          riwayatStatus: { create: { ke: status } },
        } as never,
      });
    };

    const cookies = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signInCookie(...ACCOUNTS[role])] as const)),
    ) as Record<Peran, string>;

    const request = (endpoint: string, id: string, cookie: string) => {
      const params = { params: Promise.resolve({ id, tipe: endpoint }) };
      const url = `http://localhost/api/metadata/${id}`;
      const body = (method: string, value: unknown) =>
        new Request(url, {
          method,
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(value),
        });
      switch (endpoint) {
        case "read":
          return getRecord(new Request(url, { headers: { Cookie: cookie } }), params);
        case "export":
          return exportXml(new Request(`${url}/export/xml`, { headers: { Cookie: cookie } }), params);
        case "update":
          return patchRecord(body("PATCH", {}), params);
        case "delete":
          return deleteRecord(new Request(url, { method: "DELETE", headers: { Cookie: cookie } }), params);
        case "qc":
        case "qe":
        case "qa":
          return sign(
            body("POST", {
              sesuai: true,
              itemPemeriksaan: endpoint === "qe" ? [{ kode: "QE01", label: "Omisi", lulus: true }] : [],
            }),
            params,
          );
        default:
          return moveStatus(body("POST", { status: endpoint.split(">")[1], catatan: "uji matriks" }), {
            params: Promise.resolve({ id }),
          });
      }
    };

    const mismatches: string[] = [];
    let probes = 0;
    for (const relation of RELATIONS) {
      for (const status of STATUS_METADATA) {
        const id = `matriks-${relation}-${status}`;
        await put(id, relation, status);
        for (const role of ROLES) {
          for (const endpoint of ENDPOINTS) {
            const want = expected(endpoint, role, relation, status);
            const response = await request(endpoint, id, cookies[role]);
            probes++;
            const got = response.status >= 200 && response.status < 300 ? "allow" : response.status;
            if (got !== want) {
              mismatches.push(
                `${role} ${endpoint} ${relation} ${status}: got ${response.status}, want ${want}`,
              );
            }
            if (got === "allow") await put(id, relation, status);
          }
        }
      }
    }
    expect(probes).toBe(ROLES.length * ENDPOINTS.length * RELATIONS.length * STATUS_METADATA.length);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
