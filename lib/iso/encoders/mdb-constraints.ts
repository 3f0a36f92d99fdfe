import type { IsoRecord } from "../record";
import type { DomElement, MdbWriter } from "./mdb-writer";

// mri:resourceConstraints: the use limitation on its own MD_Constraints, the restriction codes
// and free-text conditions on MD_LegalConstraints, the classification on MD_SecurityConstraints.

export function writeConstraints(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  if (r.batasanPenggunaan) {
    const constraints = w.el(w.el(parent, "mri:resourceConstraints"), "mco:MD_Constraints");
    w.text(constraints, "mco:useLimitation", r.batasanPenggunaan);
  }
  if (r.batasanAkses.length > 0 || r.batasanPemakaian.length > 0 || r.batasanLain) {
    const legal = w.el(w.el(parent, "mri:resourceConstraints"), "mco:MD_LegalConstraints");
    for (const code of r.batasanAkses) w.code(legal, "mco:accessConstraints", "mco:MD_RestrictionCode", code);
    for (const code of r.batasanPemakaian)
      w.code(legal, "mco:useConstraints", "mco:MD_RestrictionCode", code);
    w.text(legal, "mco:otherConstraints", r.batasanLain);
  }
  if (r.klasifikasiKeamanan) {
    const security = w.el(w.el(parent, "mri:resourceConstraints"), "mco:MD_SecurityConstraints");
    w.code(security, "mco:classification", "mco:MD_ClassificationCode", r.klasifikasiKeamanan);
  }
}
