import { describe, expect, it } from "vitest";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getFacets } from "@/app/api/public/facets/route";
import { GET as getList } from "@/app/api/public/metadata/route";
import { GET as getStats } from "@/app/api/public/stats/route";
import { GET as getReferensi, OPTIONS as referensiOptions } from "@/app/api/referensi/[jenis]/route";
import { JENIS_REFERENSI } from "@/lib/schemas/public-catalogue";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

describe(`stats, reference lists, facets and health on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("counts published records and publishing organisations, and lists the newest (spec 2.5)", async () => {
    const { db } = database();
    const { status, body } = await call(getStats, "/api/public/stats");
    expect(status).toBe(200);
    expect(body.totalPublished).toBe(await db.metadata.count({ where: { status: "PUBLISHED" } }));
    expect(body.totalOrganisasi).toBe(
      await db.organisasi.count({ where: { metadata: { some: { status: "PUBLISHED" } } } }),
    );
    const newest = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
      take: 8,
    });
    expect(body.recentPublished).toEqual(
      newest.map((r) => ({ id: r.id, judul: r.judul, publishedAt: r.publishedAt?.toISOString() })),
    );
  });

  it.each(JENIS_REFERENSI)("lists the reference codes of %s in order", async (jenis) => {
    const { db } = database();
    const { status, body } = await call(getReferensi, `/api/referensi/${jenis}`, { jenis });
    expect(status).toBe(200);
    const stored = await db.kodeReferensi.findMany({ where: { jenis }, orderBy: { urutan: "asc" } });
    expect(body).toEqual(stored.map((c) => ({ kode: c.kode, label: c.label })));
    expect(body.length).toBeGreaterThan(0);
  });

  it("gives English labels on request and accepts the list name in any case", async () => {
    const english = await call(getReferensi, "/api/referensi/topik_kategori?lang=en", {
      jenis: "topik_kategori",
    });
    expect(english.status).toBe(200);
    expect(english.body.find((c: { kode: string }) => c.kode === "farming")?.label).toBe("Farming");
    const bad = await call(getReferensi, "/api/referensi/BAHASA?lang=xx", { jenis: "BAHASA" });
    expect(bad.status).toBe(400);
  });

  it("answers an unknown list with 404 naming the allowed ones", async () => {
    const { status, body } = await call(getReferensi, "/api/referensi/WARNA", { jenis: "WARNA" });
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.details.allowed).toEqual([...JENIS_REFERENSI]);
  });

  it("answers a CORS preflight", async () => {
    const response = await referensiOptions();
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("counts facets over exactly the records the list returns", async () => {
    const someOrganisation = (await call(getFacets, "/api/public/facets")).body.organisasi[0].kode;
    for (const query of [
      "",
      "?q=peta",
      "?q=zamrudxilofonia",
      "?tipeData=vector&bboxN=2&bboxS=-8&bboxE=120&bboxW=100",
      `?organisasi=${someOrganisation}`,
    ]) {
      const facets = (await call(getFacets, `/api/public/facets${query}`)).body;
      const list = (await call(getList, `/api/public/metadata${query}`)).body;
      expect(facets.total, query).toBe(list.total);
      const sum = (entries: { jumlah: number }[]) => entries.reduce((a, e) => a + e.jumlah, 0);
      expect(sum(facets.tipeData)).toBe(list.total);
      expect(sum(facets.organisasi)).toBe(list.total);
      for (const entry of facets.kategori.slice(0, 3)) {
        const filtered = (await call(getList, `/api/public/metadata${query || "?"}&kategori=${entry.kode}`))
          .body;
        expect(filtered.total, `${query} ${entry.kode}`).toBe(entry.jumlah);
      }
    }
    const none = (await call(getFacets, "/api/public/facets?q=zamrudxilofonia")).body;
    expect(none).toEqual({ kategori: [], tipeData: [], organisasi: [], total: 0 });
    const { body } = await call(getFacets, "/api/public/facets");
    expect(body.kategori.find((k: { kode: string }) => k.kode === "environment")?.label).toBe(
      "Lingkungan Hidup",
    );
    expect((await call(getFacets, "/api/public/facets?bboxN=5")).status).toBe(400);
    const single = (await call(getFacets, `/api/public/facets?organisasi=${someOrganisation}`)).body;
    expect(single.organisasi.map((o: { kode: string }) => o.kode)).toEqual([someOrganisation]);
  });

  it("reports health through the public route", async () => {
    const { status, headers, body } = await call(getHealth, "/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", db: "connected", timestamp: expect.any(String) });
    expect(headers.get("cache-control")).toBe("no-store");
  });
});
