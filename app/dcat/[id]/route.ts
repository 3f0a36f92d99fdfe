// GET /dcat/{id} – one published record as a DCAT-AP 3 dcat:Dataset (dcat:DataService for a
// service, dcat:DatasetSeries for a series) with its dcat:CatalogRecord (lib/dcat)

import { dcatRecord } from "@/lib/dcat/documents";
import { dcatRoute } from "@/lib/http/dcat-route";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";

export const GET = dcatRoute((format, _url, baseUrl, { id }: { id: string }) =>
  dcatRecord(id, format, baseUrl),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
