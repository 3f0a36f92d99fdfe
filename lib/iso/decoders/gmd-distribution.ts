import { childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import type { IsoContact, IsoDistribution } from "../record";
import { readContacts } from "./gmd-contact";
import { gmd, objectOf, objectsOf, readCode, readText, textOrNull, type Warnings } from "./gmd-read";

// gmd:distributionInfo to online resources. 19139 keeps formats apart from links; when there is
// one distributionFormat per online resource (as the encoder writes them) they are paired by
// position. Otherwise, when there are as many formats as download links (the usual catalogue
// practice: the format of the file you download), they go to those; else they are reported.

interface Format {
  formatNama: string | null;
  formatVersi: string | null;
}

export function readDistribution(root: XmlElement, warnings: Warnings) {
  const formats: Format[] = [];
  const resources: XmlElement[] = [];
  const contacts: IsoContact[] = [];
  for (const distribution of objectsOf(root, gmd("distributionInfo"))) {
    collect(distribution, "distributionFormat", "transferOptions", formats, resources);
    for (const distributor of objectsOf(distribution, gmd("distributor"))) {
      contacts.push(...readContacts(distributor, "distributorContact", "SUMBER_DAYA", warnings));
      collect(distributor, "distributorFormat", "distributorTransferOptions", formats, resources);
    }
  }
  const links = resources.map((resource) => readOnlineResource(resource, warnings));
  const paired = formats.length === resources.length;
  const downloads = links.flatMap((link, index) => (link && isDownload(link) ? [index] : []));
  const byDownload = !paired && formats.length > 0 && formats.length === downloads.length;
  const named = formats.flatMap((format) => format.formatNama ?? []);
  if (!paired && !byDownload && named.length > 0) {
    warnings.push(
      resources.length === 0
        ? `Format distribusi (${named.join(", ")}) tidak disimpan: tidak ada sumber daya daring yang ` +
            `dapat dipasangkan dengannya / distribution formats (${named.join(", ")}) were not kept: there is no online ` +
            "resource to attach them to"
        : `${formats.length} format distribusi (${named.join(", ")}) tidak dapat dipasangkan dengan ` +
            `${resources.length} sumber daya daring, sehingga tautan diimpor tanpa format / ` +
            `${formats.length} distribution formats (${named.join(", ")}) could not be matched to the ` +
            `${resources.length} online resources, so the links were imported without a format`,
    );
  }
  const noFormat: Format = { formatNama: null, formatVersi: null };
  const distribusi = links.flatMap((link, index) => {
    const format = paired
      ? (formats[index] as Format)
      : byDownload && downloads.includes(index)
        ? (formats[downloads.indexOf(index)] as Format)
        : noFormat;
    return link ? [{ ...link, ...format }] : [];
  });
  return { distribusi, contacts };
}

function collect(
  parent: XmlElement,
  formatName: string,
  optionsName: string,
  formats: Format[],
  resources: XmlElement[],
) {
  for (const property of childrenNamed(parent, gmd(formatName))) {
    const format = objectOf(property);
    formats.push({
      formatNama: textOrNull(firstChild(format, gmd("name"))),
      formatVersi: textOrNull(firstChild(format, gmd("version"))),
    });
  }
  for (const options of objectsOf(parent, gmd(optionsName)))
    resources.push(...objectsOf(options, gmd("onLine")));
}

type Link = Omit<IsoDistribution, "formatNama" | "formatVersi">;

const isDownload = (link: Link) => link.fungsi === "download" || /download/i.test(link.protokol);

function readOnlineResource(resource: XmlElement, warnings: Warnings): Link | null {
  const url = readText(firstChild(resource, gmd("linkage")));
  if (url === undefined) {
    warnings.push("Sumber daya daring tanpa URL dilewati / an online resource without a URL was skipped");
    return null;
  }
  return {
    // Plain links often omit the protocol; WWW:LINK is what catalogues call an untyped web link.
    protokol: readText(firstChild(resource, gmd("protocol"))) ?? "WWW:LINK",
    url,
    nama: textOrNull(firstChild(resource, gmd("name"))),
    deskripsi: textOrNull(firstChild(resource, gmd("description"))),
    fungsi: readCode(firstChild(resource, gmd("function"))) ?? null,
  };
}
