import type { IsoDistribution } from "../record";
import {
  nil,
  optionalCodeList,
  optionalString,
  type Parent,
  path,
  present,
  requiredString,
  text,
} from "./gmd-xml";

// gmd:distributionInfo. 19139 has no format on an online resource, so each link gets its own
// gmd:distributionFormat, written in the same order as its gmd:transferOptions: a reader pairs
// them back by position when the counts match. A link without a format keeps its place with a
// nil distributionFormat.

export function writeDistribution(root: Parent, links: IsoDistribution[]): void {
  if (links.length === 0) return;
  const distribution = path(root, "gmd:distributionInfo", "gmd:MD_Distribution");
  for (const link of links) writeFormat(distribution, link);
  for (const link of links) writeTransferOptions(distribution, link);
}

function writeFormat(distribution: Parent, { formatNama, formatVersi }: IsoDistribution): void {
  if (!present(formatNama) && !present(formatVersi)) {
    nil(distribution, "gmd:distributionFormat", "missing");
    return;
  }
  const format = path(distribution, "gmd:distributionFormat", "gmd:MD_Format");
  requiredString(format, "gmd:name", formatNama);
  // MD_Format.version is mandatory; "unknown" says the format has no version we know of.
  if (present(formatVersi)) requiredString(format, "gmd:version", formatVersi);
  else nil(format, "gmd:version", "unknown");
}

function writeTransferOptions(distribution: Parent, link: IsoDistribution): void {
  const resource = path(
    distribution,
    "gmd:transferOptions",
    "gmd:MD_DigitalTransferOptions",
    "gmd:onLine",
    "gmd:CI_OnlineResource",
  );
  if (present(link.url)) text(path(resource, "gmd:linkage", "gmd:URL"), link.url);
  else nil(resource, "gmd:linkage", "missing");
  optionalString(resource, "gmd:protocol", link.protokol);
  optionalString(resource, "gmd:name", link.nama);
  optionalString(resource, "gmd:description", link.deskripsi);
  optionalCodeList(resource, "gmd:function", "CI_OnLineFunctionCode", link.fungsi);
}
