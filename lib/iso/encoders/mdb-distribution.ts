import type { IsoRecord } from "../record";
import { writeOnlineResource } from "./mdb-contact";
import type { DomElement, MdbWriter } from "./mdb-writer";

// mdb:distributionInfo: one MD_DigitalTransferOptions per distribution, so that each link
// keeps its own format (a format listed on MD_Distribution could not say which link it is for).

export function writeDistribution(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  if (r.distribusi.length === 0) return;
  const distribution = w.el(w.el(parent, "mdb:distributionInfo"), "mrd:MD_Distribution");
  for (const d of r.distribusi) {
    const options = w.el(w.el(distribution, "mrd:transferOptions"), "mrd:MD_DigitalTransferOptions");
    writeOnlineResource(w, options, "mrd:onLine", d);
    if (!d.formatNama && !d.formatVersi) continue;
    const format = w.el(w.el(options, "mrd:distributionFormat"), "mrd:MD_Format");
    const citation = w.el(w.el(format, "mrd:formatSpecificationCitation"), "cit:CI_Citation");
    w.requiredText(citation, "cit:title", d.formatNama);
    w.text(citation, "cit:edition", d.formatVersi);
  }
}
