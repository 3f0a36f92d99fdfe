import type { Quad } from "@rdfjs/types";
import { describe, expect, it } from "vitest";
import { GET as record } from "@/app/dcat/[id]/route";
import { GET as catalog } from "@/app/dcat/route";
import { DCAT_PAGE_SIZE } from "@/lib/dcat/documents";
import { PREFIXES } from "@/lib/dcat/vocabulary";
import { dcatShapesUnavailable, dcatViolations, formatViolations } from "@/test/support/dcat-shacl";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { parseJsonLd, parseNTriples, parseRdfXml, parseTurtle, statementSet } from "./parse-rdf";

// /dcat and /dcat/{id} by their route handlers on the seeded catalogue: the format by
// ?format= and by Accept, the hydra paging a harvester follows to the end, published records
// only, the answers against the DCAT-AP 3.0.0 shapes.

const DCAT = `${PREFIXES.dcat}`;
const HYDRA = `${PREFIXES.hydra}`;
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";

// biome-ignore lint/suspicious/noExplicitAny: both routes' handlers, whatever their params
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

async function get(handler: Handler, url: string, params: Record<string, string> = {}, accept?: string) {
  const response = await handler(
    new Request(new URL(url, "http://localhost"), { headers: accept ? { accept } : {} }),
    {
      params: Promise.resolve(params),
    },
  );
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const objects = (quads: Quad[], predicate: string) =>
  quads.filter((quad) => quad.predicate.value === predicate).map((quad) => quad.object.value);

describe(`DCAT-AP endpoints on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("pages through exactly the published records, following hydra:next to the last page", async () => {
    const published = await database().db.metadata.findMany({
      where: { status: "PUBLISHED" },
      select: { id: true },
    });
    expect(published.length).toBeGreaterThan(DCAT_PAGE_SIZE); // at least two pages
    const seen: string[] = [];
    let url: string | undefined = "/dcat";
    let pages = 0;
    while (url) {
      const page = await get(catalog, url);
      expect(page.status).toBe(200);
      expect(page.type).toBe("text/turtle; charset=utf-8");
      const quads = parseTurtle(page.text);
      seen.push(...objects(quads, `${DCAT}record`));
      expect(objects(quads, `${HYDRA}totalItems`)).toEqual([String(published.length)]);
      url = objects(quads, `${HYDRA}next`)[0]?.replace("http://localhost", "");
      pages++;
    }
    expect(pages).toBe(Math.ceil(published.length / DCAT_PAGE_SIZE));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.map((iri) => decodeURIComponent(iri.split("/dcat/")[1] as string)).sort()).toEqual(
      published.map((m) => m.id).sort(),
    );
  });

  it("answers the same graph in Turtle, JSON-LD, RDF/XML and N-Triples, by ?format= or Accept", async () => {
    const turtle = statementSet(parseTurtle((await get(catalog, "/dcat?page=2")).text));
    const cases: [string, string | undefined, string, (text: string) => Quad[] | Promise<Quad[]>][] = [
      ["/dcat?page=2&format=jsonld", undefined, "application/ld+json", parseJsonLd],
      ["/dcat?page=2&format=rdf", undefined, "application/rdf+xml", parseRdfXml],
      ["/dcat?page=2", "application/ld+json", "application/ld+json", parseJsonLd],
      ["/dcat?page=2", "text/html, application/rdf+xml;q=0.9", "application/rdf+xml", parseRdfXml],
      ["/dcat?page=2", "application/n-triples", "application/n-triples", parseNTriples],
    ];
    for (const [url, accept, type, parse] of cases) {
      const answer = await get(catalog, url, {}, accept);
      expect(answer.type, `${url} ${accept}`).toBe(`${type}; charset=utf-8`);
      const keys = statementSet(await parse(answer.text));
      // Blank nodes are named apart by each parser, and the paging links keep the format asked:
      // compare the other statements.
      const named = (set: Set<string>) =>
        [...set].filter((key) => !key.includes('"BlankNode"') && !key.includes("/dcat?")).sort();
      expect(named(keys), `${url} ${accept}`).toEqual(named(turtle));
    }
    const bad = await get(catalog, "/dcat?format=pdf");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe("VALIDATION_FAILED");
    expect((await get(catalog, "/dcat?page=0")).status).toBe(400);
  });

  it("answers one record by its id or file identifier, and 404 for a record that is not published", async () => {
    const [published] = await database().db.metadata.findMany({
      where: { status: "PUBLISHED", fileIdentifier: { not: null } },
      take: 1,
    });
    const id = published?.id as string;
    const byId = await get(record, `/dcat/${id}`, { id });
    expect(byId.status).toBe(200);
    const quads = parseTurtle(byId.text);
    const resource = `http://localhost/dcat/${id}#resource`;
    expect(quads.some((q) => q.subject.value === resource && q.predicate.value === RDF_TYPE)).toBe(true);
    const fileIdentifier = published?.fileIdentifier as string;
    expect((await get(record, `/dcat/${fileIdentifier}`, { id: fileIdentifier })).text).toBe(byId.text);
    const draft = await database().db.metadata.findFirstOrThrow({ where: { status: { not: "PUBLISHED" } } });
    const hidden = await get(record, `/dcat/${draft.id}`, { id: draft.id });
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain(draft.judul);
    if (!dcatShapesUnavailable) expect(formatViolations(await dcatViolations(quads))).toBe("");
  });
});
