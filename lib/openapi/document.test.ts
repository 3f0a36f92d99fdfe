import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES } from "../errors";
import { TOPIC_CATEGORIES } from "../iso/topic-categories";
import { JENIS_REFERENSI } from "../schemas/public-catalogue";
import { buildOpenApiDocument } from "./document";

type Json = Record<string, unknown>;

const doc = buildOpenApiDocument() as unknown as Json;

/** Follows a local "#/a/b" reference through the document. */
function resolvePointer(ref: string): unknown {
  expect(ref.startsWith("#/")).toBe(true);
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

const deref = <T>(node: unknown): T => {
  const ref = (node as Json).$ref;
  return (typeof ref === "string" ? resolvePointer(ref) : node) as T;
};

function collectRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push(value);
      else collectRefs(value, found);
    }
  }
  return found;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema: Json;
}
type Operation = {
  operationId: string;
  security?: Json[];
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  responses: Json;
};

const paths = doc.paths as Record<string, Record<string, Operation>>;
const operations = Object.values(paths).flatMap((item) => Object.values(item));
const get = (path: string) => paths[path]?.get as Operation;
const param = (path: string, name: string) => get(path).parameters?.find((p) => p.name === name) as Parameter;

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1.0 with the package version", async () => {
    const { default: pkg } = await import("../../package.json", { with: { type: "json" } });
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Simpul API", version: pkg.version });
  });

  it("has every public path of spec 4.1 with GET, and the signed-in operations with the session cookie", () => {
    const publicPaths = [
      "/api/public/metadata",
      "/api/public/metadata/{id}",
      "/api/public/metadata/{id}/xml",
      "/api/metadata/{id}/kualitas",
      "/api/verify/{token}",
      "/api/public/stats",
      "/api/health",
      "/api/referensi/{jenis}",
      "/api/public/facets",
      "/api/public/metadata/{id}/kualitas/{tipe}/dokumen",
    ];
    const sessionPaths = {
      "/api/auth/login": ["post"],
      "/api/auth/logout": ["post"],
      "/api/auth/me": ["get"],
      "/api/auth/password": ["post"],
      "/api/admin/xslt": ["get", "put", "delete"],
      "/api/admin/csw": ["get", "put"],
      "/api/metadata/import": ["post"],
      "/api/metadata": ["get", "post"],
      "/api/metadata/{id}": ["get", "patch", "delete"],
      "/api/metadata/{id}/status": ["post"],
      "/api/metadata/{id}/kualitas/{tipe}": ["post"],
      "/api/metadata/{id}/kualitas/{tipe}/dokumen": ["get"],
      "/api/metadata/{id}/export/xml": ["get"],
      "/api/metadata/pratinjau": ["post"],
      "/api/admin/organisasi/status": ["get"],
      "/api/admin/organisasi/lintas-org-check": ["get"],
      "/api/admin/organisasi/{kode}": ["patch"],
      "/api/admin/pengguna": ["get", "post"],
      "/api/admin/pengguna/{id}": ["patch"],
      "/api/admin/pengguna/{id}/reset-password": ["post"],
      "/api/admin/panen": ["get", "post"],
      "/api/admin/panen/uji": ["post"],
      "/api/admin/panen/{id}": ["get", "put", "delete"],
      "/api/admin/panen/{id}/jalankan": ["post"],
      "/api/admin/panen/{id}/riwayat": ["get"],
      "/api/admin/panen/riwayat/{runId}": ["get"],
      "/api/admin/panen/riwayat/{runId}/batal": ["post"],
    };
    expect(Object.keys(paths).sort()).toEqual(
      [...publicPaths, ...Object.keys(sessionPaths), "/api/metrics"].sort(),
    );
    expect(get("/api/metrics").security).toEqual([{ metricsToken: [] }]);
    expect(resolvePointer("#/components/securitySchemes/metricsToken")).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    for (const path of publicPaths) {
      expect(Object.keys(paths[path] as Json)).toEqual(["get"]);
      expect(get(path).security, path).toBeUndefined();
    }
    for (const [path, methods] of Object.entries(sessionPaths)) {
      expect(Object.keys(paths[path] as Json)).toEqual(methods);
      for (const method of methods) {
        const operation = paths[path]?.[method] as Operation;
        if (path === "/api/auth/login" || path === "/api/auth/logout")
          expect(operation.security).toBeUndefined();
        else expect(operation.security, `${method} ${path}`).toEqual([{ sesi: [] }]);
      }
    }
    expect(resolvePointer("#/components/securitySchemes/sesi")).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "simpul_sesi",
    });
  });

  it("resolves every $ref to an existing component", () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolvePointer(ref), ref).toBeDefined();
  });

  it("gives every operation a unique id, a declared tag and JSON responses", () => {
    const declaredTags = (doc.tags as { name: string }[]).map((t) => t.name);
    expect(declaredTags.sort()).toEqual([
      "Admin",
      "Impor",
      "Katalog",
      "Kualitas",
      "Metadata",
      "Referensi",
      "Sesi",
      "Sistem",
    ]);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    for (const operation of operations) {
      expect(declaredTags).toEqual(expect.arrayContaining(operation.tags));
      const statuses = Object.keys(operation.responses);
      expect(statuses).toEqual(expect.arrayContaining(["405", "500"]));
      expect(
        statuses.some((status) => ["200", "201", "202", "204"].includes(status)),
        operation.operationId,
      ).toBe(true);
      const xmlAnswers: Record<string, string> = {
        downloadPublicMetadataXml: "application/xml",
        exportRecordXml: "application/xml",
        previewRecordXml: "application/xml",
        getExportStylesheet: "application/xslt+xml",
        qualityCertificatePdf: "application/pdf",
        publicQualityCertificatePdf: "application/pdf",
        getMetrics: "text/plain",
      };
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = deref<{ content?: Record<string, { schema?: unknown }> }>(response).content;
        if (status === "304" || status === "204") expect(content, operation.operationId).toBeUndefined();
        else if (status === "200" && xmlAnswers[operation.operationId])
          expect(content?.[xmlAnswers[operation.operationId] as string]?.schema).toBeDefined();
        else
          expect(content?.["application/json"]?.schema, `${operation.operationId} ${status}`).toBeDefined();
      }
    }
  });

  it("documents 405 once and refers to it", () => {
    expect(resolvePointer("#/components/responses/MethodNotAllowed")).toBeDefined();
    for (const operation of operations) {
      expect(operation.responses["405"]).toEqual({ $ref: "#/components/responses/MethodNotAllowed" });
    }
  });

  it("takes the list's query parameters from the handler's schema", () => {
    const query = get("/api/public/metadata").parameters?.filter((p) => p.in === "query") ?? [];
    expect(query.map((p) => p.name).sort()).toEqual(
      [
        "q",
        "page",
        "pageSize",
        "kategori",
        "tipeData",
        "organisasi",
        "urut",
        "bboxN",
        "bboxS",
        "bboxE",
        "bboxW",
      ].sort(),
    );
    expect(param("/api/public/metadata", "urut").schema.enum).toEqual(["relevansi", "terbaru", "judul"]);
    expect(query.every((p) => !p.required)).toBe(true);
    expect(param("/api/public/metadata", "kategori").schema.enum).toEqual([...TOPIC_CATEGORIES]);
    expect(param("/api/public/metadata", "bboxN").schema).toMatchObject({
      type: "number",
      minimum: -90,
      maximum: 90,
    });
    expect(param("/api/public/metadata", "bboxW").schema).toMatchObject({ minimum: -180, maximum: 180 });
    expect(param("/api/public/metadata", "pageSize").schema).toMatchObject({ type: "integer", minimum: 1 });
    expect(param("/api/public/metadata", "q").description).toMatch(/prefix/);
  });

  it("restricts the path parameters as the handlers do", () => {
    const token = param("/api/verify/{token}", "token");
    expect(token).toMatchObject({ in: "path", required: true });
    expect(deref<Json>(token.schema).pattern).toBe("^[A-Za-z0-9_-]{43}$");
    expect(param("/api/referensi/{jenis}", "jenis").schema.enum).toEqual([...JENIS_REFERENSI]);
  });

  it("describes errors with the shared Error schema and every AppErrorCode", () => {
    const error = resolvePointer("#/components/schemas/Error") as Json;
    expect(error).toMatchObject({ required: ["error"] });
    const inner = (error.properties as Json).error as { properties: { code: Json } };
    expect(inner.properties.code.enum).toEqual([...APP_ERROR_CODES]);
    const notFound = get("/api/referensi/{jenis}").responses["404"] as Json;
    expect(JSON.stringify(notFound)).toContain('"allowed":["PERAN_KONTAK"');
  });

  it("documents the verify rate limit and the health failure", () => {
    const tooMany = get("/api/verify/{token}").responses["429"] as { headers: Json };
    expect(Object.keys(tooMany.headers)).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Limit"]));
    const invalid = get("/api/verify/{token}").responses["404"] as {
      content: Record<string, { schema: Json }>;
    };
    expect(invalid.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/VerificationInvalid",
    });
    expect(Object.keys(get("/api/health").responses)).toEqual(expect.arrayContaining(["200", "503"]));
  });

  it("marks the facets endpoint as an addition to the spec", () => {
    expect(get("/api/public/facets").description).toMatch(/addition to the spec/);
  });
});

describe("503 answers", () => {
  it("documents the database-unavailable answer everywhere, and health's own 503 body", () => {
    const document = buildOpenApiDocument() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { $ref?: string; content?: unknown }> }>
      >;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const unavailable = operation.responses["503"];
        if (path === "/api/health") expect(unavailable?.$ref).toBeUndefined();
        else
          expect(unavailable?.$ref, `${method} ${path}`).toBe("#/components/responses/DatabaseUnavailable");
      }
    }
  });
});
