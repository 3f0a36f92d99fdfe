import { childrenNamed, descend, descendAll, firstChild, type XmlElement } from "../../xml/element";
import type { IsoDistribution } from "../record";
import { codeOf, q, stringOf, type Warn } from "./mdb-values";

// mdb:distributionInfo to distributions: one per online resource of every transfer option
// (also a distributor's). A link takes the format of its own transfer option; when there is
// none, the distribution's format if it has exactly one, since then it cannot be another.

interface Format {
  formatNama: string | null;
  formatVersi: string | null;
}

const NO_FORMAT: Format = { formatNama: null, formatVersi: null };

function readFormats(properties: XmlElement[]): Format[] {
  return properties.map((property) => {
    const citation = descend(
      property,
      q("mrd:MD_Format"),
      q("mrd:formatSpecificationCitation"),
      q("cit:CI_Citation"),
    );
    return {
      formatNama: stringOf(firstChild(citation, q("cit:title"))),
      formatVersi: stringOf(firstChild(citation, q("cit:edition"))),
    };
  });
}

function readLink(resource: XmlElement, format: Format): IsoDistribution | null {
  const url = stringOf(firstChild(resource, q("cit:linkage")));
  if (url === null) return null;
  return {
    // The model needs a protocol; a bare link is a web link.
    protokol: stringOf(firstChild(resource, q("cit:protocol"))) ?? "WWW:LINK",
    url,
    nama: stringOf(firstChild(resource, q("cit:name"))),
    deskripsi: stringOf(firstChild(resource, q("cit:description"))),
    fungsi: codeOf(firstChild(resource, q("cit:function"))),
    ...format,
  };
}

function readDistribution(distribution: XmlElement, warn: Warn): IsoDistribution[] {
  const shared = readFormats(childrenNamed(distribution, q("mrd:distributionFormat")));
  const options = [
    ...descendAll(distribution, q("mrd:transferOptions"), q("mrd:MD_DigitalTransferOptions")),
    ...descendAll(
      distribution,
      q("mrd:distributor"),
      q("mrd:MD_Distributor"),
      q("mrd:distributorTransferOptions"),
      q("mrd:MD_DigitalTransferOptions"),
    ),
  ];
  if (shared.length > 1)
    warn(
      `${shared.length} format distribusi yang tidak menunjuk tautan tertentu tidak disimpan / ` +
        `${shared.length} distribution formats that name no particular link were left out`,
    );
  const links: IsoDistribution[] = [];
  for (const option of options) {
    const own = readFormats(childrenNamed(option, q("mrd:distributionFormat")));
    if (own.length > 1) {
      warn(
        "Opsi transfer memuat beberapa format; hanya yang pertama disimpan / " +
          "a transfer option lists several formats; only the first was kept",
      );
    }
    const format = own[0] ?? (shared.length === 1 ? (shared[0] as Format) : NO_FORMAT);
    for (const resource of descendAll(option, q("mrd:onLine"), q("cit:CI_OnlineResource"))) {
      const link = readLink(resource, format);
      if (link) links.push(link);
      else
        warn("Sumber daya daring tanpa URL tidak disimpan / an online resource without a URL was left out");
    }
  }
  return links;
}

export function readDistributions(properties: XmlElement[], warn: Warn): IsoDistribution[] {
  return properties
    .flatMap((property) => childrenNamed(property, q("mrd:MD_Distribution")))
    .flatMap((distribution) => readDistribution(distribution, warn));
}
