import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { peerHeader } from "@/lib/http/client-ip";
import { verifyDocument } from "@/lib/quality/verify-document";
import { defaultRateLimitStore } from "@/lib/rate-limit/consume-rate-limit";
import type { RedisRateLimitStore } from "@/lib/rate-limit/redis-store";
import { ZVerificationResult } from "@/lib/schemas/verification";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { GET, OPTIONS, POST } from "./route";

// Contract of GET /api/verify/{token} (spec 4.1, 2.4, 7, 8) on a seeded database. Each test
// uses client addresses of its own, so the rate-limit counters never meet.

const env = vi.hoisted(() => ({ TRUST_PROXY: 0, REDIS_URL: undefined as string | undefined }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return {
    ...actual,
    getEnv: (...args: Parameters<typeof actual.getEnv>) => ({ ...actual.getEnv(...args), ...env }),
  };
});
vi.mock("@/lib/quality/verify-document", { spy: true });

const UNKNOWN_TOKEN = "A".repeat(43);
const MID_WINDOW = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;

const verify = (token: string, headers: Record<string, string> = {}) =>
  call(GET, `/api/verify/${encodeURIComponent(token)}`, { token }, { headers });

describe(`GET /api/verify/{token} on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: MID_WINDOW }); // all requests in one window, 30 s left
    vi.mocked(verifyDocument).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(env, { TRUST_PROXY: 0, REDIS_URL: undefined });
  });

  const signedDocument = () =>
    database().db.dokumenKualitas.findFirstOrThrow({
      where: { status: "SIGNED", metadata: { status: "PUBLISHED" } },
      include: { metadata: { include: { organisasi: true } }, signer: true },
      orderBy: { id: "asc" },
    });

  it("answers a known token with exactly the fields of spec 2.4, uncached", async () => {
    const document = await signedDocument();
    const token = document.signatureToken as string;
    const { status, headers, body } = await verify(token, peerHeader("203.0.113.1"));
    expect(status).toBe(200);
    expect(ZVerificationResult.parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(
      [
        "metadata",
        "passed",
        "sesuai",
        "signatureMethod",
        "signedAt",
        "signedBy",
        "status",
        "tipe",
        "total",
        "valid",
      ].sort(),
    );
    expect(body).toEqual({
      valid: true,
      tipe: document.tipe,
      status: "SIGNED",
      sesuai: document.sesuai,
      passed: document.passed,
      total: document.total,
      signedAt: document.signedAt?.toISOString(),
      signatureMethod: document.signatureMethod,
      metadata: {
        id: document.metadataId,
        judul: document.metadata.judul,
        organisasi: document.metadata.organisasi.nama,
      },
      signedBy: { namaLengkap: document.signer?.namaLengkap, jabatan: document.signer?.jabatan ?? "" },
    });
    expect(body.signedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.stringify(body)).not.toContain(token); // the token is the question, not part of the answer
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(rateLimitOf(headers)).toEqual({ limit: "20", remaining: "19", reset: "30", policy: "20;w=60" });
  });

  it("answers an unknown well-formed token with 404 and only valid = false", async () => {
    const { status, headers, body } = await verify(UNKNOWN_TOKEN, peerHeader("203.0.113.2"));
    expect(status).toBe(404);
    expect(body).toStrictEqual({ valid: false });
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("RateLimit-Remaining")).toBe("19");
  });

  it.each([
    ["42 characters", "B".repeat(42)],
    ["44 characters", "B".repeat(44)],
    ["base64 '+'", `${"B".repeat(42)}+`],
    ["base64 '/'", `${"B".repeat(21)}/${"B".repeat(21)}`],
    ["padding '='", `${"B".repeat(42)}=`],
    ["percent-encoded junk", `%00%2F%2e%2e${"B".repeat(31)}`],
    ["a trailing newline", `${"B".repeat(43)}\n`],
    ["non-ASCII letters", `${"B".repeat(42)}é`],
    ["nothing", ""],
  ])("answers a token of the wrong format (%s) with 404 before looking anything up", async (_, token) => {
    const { status, body } = await verify(token, peerHeader("203.0.113.3"));
    expect(status).toBe(404);
    expect(body).toStrictEqual({ valid: false });
    expect(verifyDocument).not.toHaveBeenCalled();
  });

  it("refuses the 21st request of a minute from one client with 429, Retry-After and RateLimit headers", async () => {
    const client = peerHeader("203.0.113.4");
    const token = (await signedDocument()).signatureToken as string;
    for (let i = 0; i < 20; i++) {
      // Malformed tokens count too: probing costs the same as verifying.
      const { status, headers } = await verify([token, UNKNOWN_TOKEN, "short"][i % 3] as string, client);
      expect(status).not.toBe(429);
      expect(headers.get("RateLimit-Remaining")).toBe(String(19 - i));
    }
    const refused = await verify(token, client);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Terlalu banyak/),
    });
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(rateLimitOf(refused.headers)).toEqual({
      limit: "20",
      remaining: "0",
      reset: "30",
      policy: "20;w=60",
    });
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(refused.headers.get("Access-Control-Expose-Headers")).toContain("Retry-After");
    expect(verifyDocument).toHaveBeenCalledTimes(14); // well-formed ones only; the refused one looked nothing up

    const otherClient = await verify(token, peerHeader("203.0.113.5"));
    expect(otherClient.status).toBe(200);
    expect(otherClient.headers.get("RateLimit-Remaining")).toBe("19");
  });

  it("keys on the connection when TRUST_PROXY=0, so a forged X-Forwarded-For does not escape the limit", async () => {
    for (let i = 0; i < 20; i++) {
      const spoofed = {
        ...peerHeader("203.0.113.6"),
        "X-Forwarded-For": `198.51.100.${i}`,
        "X-Real-IP": `198.51.100.${i}`,
      };
      expect((await verify(UNKNOWN_TOKEN, spoofed)).status).toBe(404);
    }
    const spoofed = { ...peerHeader("203.0.113.6"), "X-Forwarded-For": "198.51.100.99" };
    expect((await verify(UNKNOWN_TOKEN, spoofed)).status).toBe(429);
  });

  it("keys on the entry the trusted proxy appended when TRUST_PROXY=1", async () => {
    env.TRUST_PROXY = 1;
    const viaProxy = (forwarded: string) => ({ ...peerHeader("10.0.0.2"), "X-Forwarded-For": forwarded });
    for (let i = 0; i < 20; i++) {
      expect((await verify(UNKNOWN_TOKEN, viaProxy(`6.6.6.${i}, 198.51.100.7`))).status).toBe(404);
    }
    expect((await verify(UNKNOWN_TOKEN, viaProxy("6.6.6.99, 198.51.100.7"))).status).toBe(429);
    // Another client behind the same proxy has its own budget; the proxy itself is nobody's key.
    const neighbour = await verify(UNKNOWN_TOKEN, viaProxy("198.51.100.8"));
    expect(neighbour.status).toBe(404);
    expect(neighbour.headers.get("RateLimit-Remaining")).toBe("19");
  });

  it("keeps answering when REDIS_URL points at a Redis that is down (counts fall back to PostgreSQL)", async () => {
    env.REDIS_URL = "redis://127.0.0.1:1";
    try {
      const { status, headers } = await verify(UNKNOWN_TOKEN, peerHeader("203.0.113.7"));
      expect(status).toBe(404);
      expect(headers.get("RateLimit-Remaining")).toBe("19");
      const counter = await database().db.rateLimitCounter.findFirst({
        where: { key: "verify:203.0.113.7" },
      });
      expect(counter?.count).toBe(1);
    } finally {
      (defaultRateLimitStore() as RedisRateLimitStore).close();
    }
  });

  it("answers other methods with 405 JSON and Allow, and CORS preflight with 204", async () => {
    const post = await call(
      POST,
      `/api/verify/${UNKNOWN_TOKEN}`,
      { token: UNKNOWN_TOKEN },
      { method: "POST" },
    );
    expect(post.status).toBe(405);
    expect(post.body.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(post.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(post.headers.get("Access-Control-Allow-Origin")).toBe("*");

    const preflight = await OPTIONS();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
  });

  afterAll(() => vi.useRealTimers());
});

function rateLimitOf(headers: Headers) {
  return {
    limit: headers.get("RateLimit-Limit"),
    remaining: headers.get("RateLimit-Remaining"),
    reset: headers.get("RateLimit-Reset"),
    policy: headers.get("RateLimit-Policy"),
  };
}
