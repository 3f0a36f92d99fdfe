import { childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import type { IsoRecord } from "../record";
import { codeOf, type QName, q, stringsOf, type Warn } from "./mdb-values";

// mri:resourceConstraints of any kind to the model's constraint fields. Several free-text
// statements are kept joined by line breaks; a second, different classification is reported.

export type ConstraintFields = Pick<
  IsoRecord,
  "batasanPenggunaan" | "batasanAkses" | "batasanPemakaian" | "batasanLain" | "klasifikasiKeamanan"
>;

const codes = (element: XmlElement, name: QName) =>
  childrenNamed(element, q(name))
    .map((property) => codeOf(property))
    .filter((code): code is string => code !== null);

const joined = (texts: string[]) => (texts.length > 0 ? texts.join("\n") : null);

export function readConstraints(properties: XmlElement[], warn: Warn): ConstraintFields {
  const constraints = properties.map((p) => p.children[0]).filter((c): c is XmlElement => c !== undefined);
  const classifications = [
    ...new Set(
      constraints
        .map((c) => codeOf(firstChild(c, q("mco:classification"))))
        .filter((code): code is string => code !== null),
    ),
  ];
  if (classifications.length > 1)
    warn(
      `Dari ${classifications.length} klasifikasi keamanan, hanya yang pertama disimpan / ` +
        `only the first of ${classifications.length} security classifications was kept`,
    );
  return {
    batasanPenggunaan: joined(
      constraints.flatMap((c) =>
        stringsOf(childrenNamed(c, q("mco:useLimitation")), warn, ["batasan penggunaan", "use limitation"]),
      ),
    ),
    batasanAkses: constraints.flatMap((c) => codes(c, "mco:accessConstraints")),
    batasanPemakaian: constraints.flatMap((c) => codes(c, "mco:useConstraints")),
    batasanLain: joined(
      constraints.flatMap((c) =>
        stringsOf(childrenNamed(c, q("mco:otherConstraints")), warn, ["batasan lain", "other constraints"]),
      ),
    ),
    klasifikasiKeamanan: classifications[0] ?? null,
  };
}
