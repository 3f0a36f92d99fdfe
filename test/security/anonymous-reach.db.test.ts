import { beforeAll, describe, expect, it } from "vitest";
import { GET as qualityStatus } from "@/app/api/metadata/[id]/kualitas/route";
import { GET as metadataDetailSignedIn } from "@/app/api/metadata/[id]/route";
import { GET as facets } from "@/app/api/public/facets/route";
import { GET as publicDocument } from "@/app/api/public/metadata/[id]/kualitas/[tipe]/dokumen/route";
import { GET as detail } from "@/app/api/public/metadata/[id]/route";
import { GET as xml } from "@/app/api/public/metadata/[id]/xml/route";
import { GET as list } from "@/app/api/public/metadata/route";
import { GET as stats } from "@/app/api/public/stats/route";
import { GET as verify } from "@/app/api/verify/[token]/route";
import { GET as cswGet, POST as cswPost } from "@/app/csw/route";
import { GET as dcatRecord } from "@/app/dcat/[id]/route";
import { GET as dcatCatalog } from "@/app/dcat/route";
import { GET as ogcItem } from "@/app/ogcapi/collections/[collectionId]/items/[recordId]/route";
import { GET as ogcItems } from "@/app/ogcapi/collections/[collectionId]/items/route";
import { OUTPUT_SCHEMAS } from "@/lib/csw/capabilities-model";
import { PUBLIC_XML_FORMATS } from "@/lib/iso/formats";
import { firstChild } from "@/lib/xml/element";
import { CSW } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { HIDDEN_STATUSES, leaked, type Planted, plantRecords, SHARED } from "./planted-records";

// No record that is not PUBLISHED reaches an anonymous client, by any public path and any
// way of asking (issue 10). Records in every other status carry distinctive words, extent,
// organisation, keyword, format, dates; a PUBLISHED control record shares all of it, so each
// query must find the control (it searched) and no marker of the others may appear.

const OGC = 'xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"';
const BASE = "service=CSW&version=2.0.2";
const { bbox, date } = SHARED;
const day = date.toISOString().slice(0, 10);

/** CQL constraints, each true of the control and of every hidden record. */
const CQL: Record<string, string> = {
  AnyText: `AnyText LIKE '%${SHARED.word}%'`,
  "csw:AnyText word": `csw:AnyText = '${SHARED.word}'`,
  Title: `Title LIKE '%${SHARED.word}%'`,
  Abstract: `Abstract LIKE '%${SHARED.abstractWord}%'`,
  Subject: `Subject = '${SHARED.keyword}'`,
  Modified: `Modified <= '1901-12-31'`,
  "Modified =": `Modified = '${day}'`,
  Type: `Type = '${SHARED.level}'`,
  Format: `Format = '${SHARED.format}'`,
  OrganisationName: `OrganisationName = '${SHARED.orgName}'`,
  TopicCategory: `TopicCategory = '${SHARED.category}'`,
  BoundingBox: `BBOX(ows:BoundingBox, ${bbox.bboxBarat + 0.2}, ${bbox.bboxSelatan + 0.2}, ${bbox.bboxTimur - 0.2}, ${bbox.bboxUtara - 0.2})`,
  CreationDate: `apiso:CreationDate < '1902-01-01'`,
  PublicationDate: `apiso:PublicationDate < '1902-01-01'`,
  RevisionDate: `apiso:RevisionDate < '1902-01-01'`,
  ResourceLanguage: `apiso:ResourceLanguage = '${SHARED.language}'`,
  "NOT/OR": `NOT (Title LIKE '%nothing-like-this%') AND (Subject = '${SHARED.keyword}' OR Format = 'x')`,
};

/** The same as OGC Filter XML (KVP FILTER and POST). */
const FILTERS: Record<string, string> = {
  AnyText: `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>%${SHARED.word}%</ogc:Literal></ogc:PropertyIsLike>`,
  Title: `<ogc:PropertyIsLike wildCard="*" singleChar="." escapeChar="!"><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>*${SHARED.word}*</ogc:Literal></ogc:PropertyIsLike>`,
  Abstract: `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>dct:abstract</ogc:PropertyName><ogc:Literal>%${SHARED.abstractWord}%</ogc:Literal></ogc:PropertyIsLike>`,
  Subject: `<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:subject</ogc:PropertyName><ogc:Literal>${SHARED.keyword}</ogc:Literal></ogc:PropertyIsEqualTo>`,
  Modified: `<ogc:PropertyIsLessThanOrEqualTo><ogc:PropertyName>dct:modified</ogc:PropertyName><ogc:Literal>1901-12-31</ogc:Literal></ogc:PropertyIsLessThanOrEqualTo>`,
  Type: `<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:type</ogc:PropertyName><ogc:Literal>${SHARED.level}</ogc:Literal></ogc:PropertyIsEqualTo>`,
  Format: `<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:format</ogc:PropertyName><ogc:Literal>${SHARED.format}</ogc:Literal></ogc:PropertyIsEqualTo>`,
  OrganisationName: `<ogc:PropertyIsEqualTo><ogc:PropertyName>apiso:OrganisationName</ogc:PropertyName><ogc:Literal>${SHARED.orgName}</ogc:Literal></ogc:PropertyIsEqualTo>`,
  BoundingBox: `<ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope><gml:lowerCorner>${bbox.bboxBarat + 0.2} ${bbox.bboxSelatan + 0.2}</gml:lowerCorner><gml:upperCorner>${bbox.bboxTimur - 0.2} ${bbox.bboxUtara - 0.2}</gml:upperCorner></gml:Envelope></ogc:BBOX>`,
  ResourceLanguage: `<ogc:PropertyIsEqualTo><ogc:PropertyName>apiso:ResourceLanguage</ogc:PropertyName><ogc:Literal>${SHARED.language}</ogc:Literal></ogc:PropertyIsEqualTo>`,
  "Not(Identifier)": `<ogc:And><ogc:Not><ogc:PropertyIsEqualTo><ogc:PropertyName>dc:identifier</ogc:PropertyName><ogc:Literal>none</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Not><ogc:PropertyIsEqualTo><ogc:PropertyName>dc:subject</ogc:PropertyName><ogc:Literal>${SHARED.keyword}</ogc:Literal></ogc:PropertyIsEqualTo></ogc:And>`,
};

const text = async (response: Response) => ({ status: response.status, text: await response.text() });
const csw = (query: string) => cswGet(new Request(`http://localhost/csw?${query}`)).then(text);
const cswXml = (body: string) =>
  cswPost(
    new Request("http://localhost/csw", {
      method: "POST",
      headers: { "Content-Type": "application/xml" },
      body,
    }),
  ).then(text);
const matched = (xmlText: string) =>
  firstChild(readXml(xmlText), [CSW.csw, "SearchResults"])?.attrs.numberOfRecordsMatched;

describe(`anonymous reach of unpublished records on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  let planted: Planted;
  let requests = 0;
  /** The answer finds the control and shows nothing of the hidden records. */
  const expectOnlyControl = (answer: { status: number; text: string }, label: string, json = false) => {
    requests++;
    expect(answer.status, label).toBe(200);
    expect(leaked(answer.text, planted), label).toEqual([]);
    // XML answers carry the fileIdentifier, the REST API the id.
    expect(answer.text, label).toContain(json ? planted.control.id : planted.control.fileIdentifier);
  };
  const expectNothing = (answer: { status: number; text: string }, label: string) => {
    requests++;
    expect(leaked(answer.text, planted), label).toEqual([]);
  };

  beforeAll(async () => {
    planted = await plantRecords(database().db);
    expect(planted.hidden.map((r) => r.status)).toEqual([...HIDDEN_STATUSES]);
  });

  it("CSW GetRecords by every queryable, as CQL over KVP, in every output schema: the control only", async () => {
    for (const [name, cql] of Object.entries(CQL)) {
      for (const schema of OUTPUT_SCHEMAS) {
        const answer = await csw(
          `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=full&maxRecords=50&outputSchema=${encodeURIComponent(schema)}&constraintLanguage=CQL_TEXT&constraint_language_version=1.1.0&constraint=${encodeURIComponent(cql)}`,
        );
        expectOnlyControl(answer, `${name} ${schema}`);
        expect(matched(answer.text), `${name} ${schema}`).toBe("1");
      }
    }
  });

  it("CSW GetRecords with Filter XML, over KVP and POST, results and hits: the control only", async () => {
    for (const [name, filter] of Object.entries(FILTERS)) {
      const encoded = encodeURIComponent(`<ogc:Filter ${OGC}>${filter}</ogc:Filter>`);
      const kvp = await csw(
        `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=full&constraintLanguage=FILTER&constraint_language_version=1.1.0&constraint=${encoded}`,
      );
      expectOnlyControl(kvp, `KVP FILTER ${name}`);
      for (const schema of OUTPUT_SCHEMAS) {
        const post = await cswXml(`<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" ${OGC}
          service="CSW" version="2.0.2" resultType="results" maxRecords="50" outputSchema="${schema}">
          <csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName>
          <csw:Constraint version="1.1.0"><ogc:Filter>${filter}</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`);
        expectOnlyControl(post, `POST ${name} ${schema}`);
        expect(matched(post.text), `POST ${name}`).toBe("1");
      }
      const hits = await csw(
        `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=hits&constraintLanguage=FILTER&constraint_language_version=1.1.0&constraint=${encoded}`,
      );
      expect(matched(hits.text), `hits ${name}`).toBe("1");
    }
  });

  it("CSW: each hidden record's own word and identifier match nothing", async () => {
    for (const record of planted.hidden) {
      for (const cql of [
        `AnyText LIKE '%${record.word}%'`,
        `Identifier = '${record.fileIdentifier}'`,
        `Identifier = '${record.id}'`,
        `Subject = '${record.word}kunci'`,
      ]) {
        const answer = await csw(
          `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(cql)}`,
        );
        expectNothing(answer, cql);
        expect(matched(answer.text), cql).toBe("0");
      }
    }
  });

  it("CSW GetRecordById with hidden ids answers an empty response (CSW 2.0.2: unknown ids are absent), in every schema", async () => {
    const ids = planted.hidden.flatMap((r) => [r.id, r.fileIdentifier]);
    for (const schema of OUTPUT_SCHEMAS) {
      for (const id of ids) {
        const answer = await csw(
          `${BASE}&request=GetRecordById&elementSetName=full&outputSchema=${encodeURIComponent(schema)}&id=${encodeURIComponent(id)}`,
        );
        expectNothing(answer, `${schema} ${id}`);
        expect(answer.status).toBe(200);
        const root = readXml(answer.text);
        expect(root.local).toBe("GetRecordByIdResponse");
        expect(root.children).toEqual([]);
      }
      // Mixed with the control's id: only the control comes back.
      const mixed = await csw(
        `${BASE}&request=GetRecordById&elementSetName=full&outputSchema=${encodeURIComponent(schema)}&id=${[planted.control.fileIdentifier, ...ids].map(encodeURIComponent).join(",")}`,
      );
      expectOnlyControl(mixed, `mixed ${schema}`);
      const post =
        await cswXml(`<csw:GetRecordById xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" service="CSW" version="2.0.2" outputSchema="${schema}">
        ${[planted.control.fileIdentifier, ...ids].map((id) => `<csw:Id>${id}</csw:Id>`).join("")}
        <csw:ElementSetName>full</csw:ElementSetName></csw:GetRecordById>`);
      expectOnlyControl(post, `POST GetRecordById ${schema}`);
    }
  });

  it("CSW GetDomain lists no value that only hidden records have", async () => {
    for (const property of [
      "dc:subject",
      "apiso:OrganisationName",
      "dc:type",
      "dc:format",
      "apiso:Language",
      "apiso:ResourceLanguage",
      "apiso:TopicCategory",
    ]) {
      expectNothing(await csw(`${BASE}&request=GetDomain&propertyName=${property}`), property);
    }
    const subjects = await csw(`${BASE}&request=GetDomain&propertyName=dc:subject`);
    expect(subjects.text).toContain(SHARED.keyword); // the control's keyword is there
    const organisations = await csw(`${BASE}&request=GetDomain&propertyName=apiso:OrganisationName`);
    expect(organisations.text).not.toMatch(/zqx\w+kontak/);
  });

  it("OGC API – Records items by word, extent, ids and a CQL2 filter on every queryable: the control only", async () => {
    const katalog = { collectionId: "katalog" };
    const items = (query: string) =>
      ogcItems(new Request(`http://localhost/ogcapi/collections/katalog/items?${query}`), {
        params: Promise.resolve(katalog),
      }).then(text);
    const box = `${bbox.bboxBarat + 0.2},${bbox.bboxSelatan + 0.2},${bbox.bboxTimur - 0.2},${bbox.bboxUtara - 0.2}`;
    const filters = [
      `anytext LIKE '%${SHARED.word}%'`,
      `title LIKE '%${SHARED.word}%'`,
      `description LIKE '%${SHARED.abstractWord}%'`,
      `keywords = '${SHARED.keyword}'`,
      `updated <= DATE('1901-12-31')`,
      `type = '${SHARED.level}'`,
      `format = '${SHARED.format}'`,
      `organization = '${SHARED.orgName}'`,
      `topicCategory = '${SHARED.category}'`,
      `S_INTERSECTS(geometry, BBOX(${box}))`,
      `created < DATE('1902-01-01')`,
      `NOT (title LIKE '%nothing-like-this%') AND (keywords = '${SHARED.keyword}' OR format = 'x')`,
    ];
    for (const query of [
      `q=${SHARED.word}`,
      `q=${SHARED.word}&bbox=${box}`,
      ...filters.map((filter) => `filter=${encodeURIComponent(filter)}&limit=50`),
    ]) {
      const answer = await items(query);
      expectOnlyControl(answer, `items ${query}`);
      expect(JSON.parse(answer.text).numberMatched, query).toBe(1);
    }
    const hiddenIds = planted.hidden.flatMap((r) => [r.id, r.fileIdentifier]);
    // The page's own links repeat the ids asked; its records are the control alone.
    const byIds = JSON.parse(
      (await items(`ids=${[planted.control.fileIdentifier, ...hiddenIds].join(",")}`)).text,
    );
    expect(byIds.features.map((feature: { id: string }) => feature.id)).toEqual([
      planted.control.fileIdentifier,
    ]);
    expect(leaked(JSON.stringify(byIds.features), planted)).toEqual([]);
    // A hidden record's item answers exactly as an id that never existed (the id asked echoed).
    const itemAnswer = (id: string) =>
      ogcItem(new Request(`http://localhost/ogcapi/collections/katalog/items/${id}`), {
        params: Promise.resolve({ ...katalog, recordId: id }),
      })
        .then(text)
        .then(({ status, text: body }) => ({ status, body: body.replaceAll(id, "ID") }));
    const none = await itemAnswer("zqx-none-such-id");
    expect(none.status).toBe(404);
    for (const id of hiddenIds) {
      requests++;
      expect(await itemAnswer(id), `item ${id}`).toEqual(none);
    }
  });

  it("DCAT-AP: no catalogue page shows a hidden record, and a hidden record's own document is a 404", async () => {
    let page = 1;
    let shown = "";
    for (;;) {
      const answer = await dcatCatalog(new Request(`http://localhost/dcat?format=nt&page=${page}`)).then(
        text,
      );
      expect(answer.status).toBe(200);
      expectNothing(answer, `dcat page ${page}`);
      shown += answer.text;
      if (!answer.text.includes(`page=${page + 1}>`)) break;
      page++;
    }
    expect(shown).toContain(planted.control.fileIdentifier);
    for (const id of planted.hidden.flatMap((r) => [r.id, r.fileIdentifier])) {
      const answer = await dcatRecord(new Request(`http://localhost/dcat/${id}`), {
        params: Promise.resolve({ id }),
      }).then(text);
      expect(answer.status, id).toBe(404);
      requests++;
      expect(leaked(answer.text.replaceAll(id, "ID"), planted), id).toEqual([]);
    }
  });

  it("REST list: by word, extent and every filter, the control only", async () => {
    const b = `bboxN=${bbox.bboxUtara}&bboxS=${bbox.bboxSelatan}&bboxE=${bbox.bboxTimur}&bboxW=${bbox.bboxBarat}`;
    const queries = [
      `q=${SHARED.word}`,
      `q=${SHARED.abstractWord}`,
      `q=${SHARED.keyword}`,
      `q=zqx`, // prefix of every marker word
      b,
      `tipeData=${SHARED.tipeData}`,
      `organisasi=${SHARED.orgKode}`,
      `kategori=oceans&organisasi=${SHARED.orgKode}`,
      `q=${SHARED.word}&${b}&tipeData=${SHARED.tipeData}&organisasi=${SHARED.orgKode}&kategori=oceans`,
      ...["relevansi", "terbaru", "judul"].map((urut) => `q=${SHARED.word}&urut=${urut}`),
    ];
    for (const query of queries) {
      const { status, body } = await call(list, `/api/public/metadata?${query}&pageSize=100`);
      const answer = { status, text: JSON.stringify(body) };
      expectOnlyControl(answer, query, true);
      expect(body.total, query).toBe(1);
    }
    for (const record of planted.hidden) {
      const { body } = await call(list, `/api/public/metadata?q=${record.word}`);
      expect(body.total).toBe(0);
    }
    // The newest page of everything: hidden records were given the newest publishedAt.
    const newest = await call(list, "/api/public/metadata?pageSize=100");
    expectNothing({ status: newest.status, text: JSON.stringify(newest.body) }, "newest");
  });

  it("REST detail, every XML format and the quality status answer 404 for hidden records, without content", async () => {
    for (const record of planted.hidden) {
      for (const id of [record.id, record.fileIdentifier]) {
        const params = { id };
        const answers = [
          await detail(new Request(`http://localhost/api/public/metadata/${id}`), {
            params: Promise.resolve(params),
          }),
          ...(await Promise.all(
            PUBLIC_XML_FORMATS.map((format) =>
              xml(new Request(`http://localhost/api/public/metadata/${id}/xml?format=${format}`), {
                params: Promise.resolve(params),
              }),
            ),
          )),
          await qualityStatus(new Request(`http://localhost/api/metadata/${id}/kualitas`), {
            params: Promise.resolve(params),
          }),
          ...(await Promise.all(
            ["qc", "qe", "qa"].map((tipe) =>
              publicDocument(
                new Request(`http://localhost/api/public/metadata/${id}/kualitas/${tipe}/dokumen`),
                {
                  params: Promise.resolve({ id, tipe }),
                },
              ),
            ),
          )),
        ];
        for (const response of answers) {
          const answer = await text(response);
          expectNothing({ status: answer.status, text: answer.text.replaceAll(id, "") }, `${id}`);
          expect(answer.status, `${record.status} ${response.url}`).toBe(404);
          expect(answer.text).not.toContain(SHARED.word);
        }
        // The signed-in detail asks for a session first.
        const signedIn = await text(
          await metadataDetailSignedIn(new Request(`http://localhost/api/metadata/${id}`), {
            params: Promise.resolve(params),
          }),
        );
        expect(signedIn.status).toBe(401);
        expect(signedIn.text).not.toContain(SHARED.word);
      }
    }
    // The control answers, so the 404s above are about status, not about the planted data.
    const control = await call(detail, `/api/public/metadata/${planted.control.id}`, {
      id: planted.control.id,
    });
    expect(control.status).toBe(200);
  });

  it("facets count the control only, and stats only published records", async () => {
    const { db } = database();
    const all = await call(facets, "/api/public/facets");
    const entry = (facet: string, kode: string) =>
      all.body[facet].find((e: { kode: string }) => e.kode === kode)?.jumlah;
    expect(entry("organisasi", SHARED.orgKode)).toBe(1);
    expect(entry("tipeData", SHARED.tipeData)).toBe(1);
    expect(entry("kategori", SHARED.category)).toBe(1);
    expect(all.body.total).toBe(await db.metadata.count({ where: { status: "PUBLISHED" } }));
    const searched = await call(facets, `/api/public/facets?q=${SHARED.word}`);
    expect(searched.body.total).toBe(1);
    for (const record of planted.hidden) {
      const { body } = await call(facets, `/api/public/facets?q=${record.word}`);
      expect(body).toEqual({ kategori: [], tipeData: [], organisasi: [], total: 0 });
    }
    const { body } = await call(stats, "/api/public/stats");
    expectNothing({ status: 200, text: JSON.stringify(body) }, "stats");
    const published = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      select: { organisasiId: true },
    });
    expect(body.totalPublished).toBe(published.length);
    expect(body.totalOrganisasi).toBe(new Set(published.map((r) => r.organisasiId)).size);
  });

  it("verifying a signed document of an unpublished record says valid, with the title and organisation only", async () => {
    const { db } = database();
    // Untouched seeded records (the planted ones changed after signing and no longer verify).
    const documents = await db.dokumenKualitas.findMany({
      where: {
        status: "SIGNED",
        signatureToken: { not: null },
        metadata: { status: { in: [...HIDDEN_STATUSES] }, organisasi: { kode: { not: SHARED.orgKode } } },
      },
      include: { metadata: { include: { kataKunci: true } } },
      distinct: ["metadataId"],
    });
    const statuses = new Set(documents.map((d) => d.metadata.status));
    expect(statuses.size).toBeGreaterThanOrEqual(3);
    for (const document of documents.slice(0, 12)) {
      const { status, body } = await call(verify, `/api/verify/${document.signatureToken}`, {
        token: document.signatureToken as string,
      });
      expect(status).toBe(200);
      expect(body.valid).toBe(true);
      expect(body.metadata).toEqual({
        id: document.metadataId,
        judul: document.metadata.judul,
        organisasi: expect.any(String),
      });
      const answer = JSON.stringify(body);
      expect(answer).not.toContain(document.metadata.abstrak.slice(0, 40));
      for (const k of document.metadata.kataKunci) expect(answer).not.toContain(`"${k.kataKunci}"`);
    }
  });

  it("counts what it asked", () => {
    console.log(`anonymous-reach: ${requests} anonymous requests checked on ${testEngine}`);
    expect(requests).toBeGreaterThan(200);
  });
});
