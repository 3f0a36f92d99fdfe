// GET /dcat – the published catalogue as a DCAT-AP 3 dcat:Catalog, 100 records a page
// (?page=N, hydra paging), in Turtle, JSON-LD, RDF/XML or N-Triples (lib/dcat)

import { dcatCatalogPage } from "@/lib/dcat/documents";
import { dcatRoute } from "@/lib/http/dcat-route";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { ZDcatCatalogQuery } from "@/lib/schemas/dcat";

export const GET = dcatRoute(async (format, url, baseUrl) => {
  const { page } = parseQuery(url.searchParams, ZDcatCatalogQuery);
  const pageUrl = (n: number) => {
    const params = new URLSearchParams(url.searchParams);
    params.set("page", String(n));
    return `${baseUrl}/dcat?${params}`;
  };
  return dcatCatalogPage(page, format, baseUrl, pageUrl);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
