import type { TSourceDetails } from "../../schemas/source-details";
import { childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import { anchorOf, codeOf, type Names, objectIn, objects, textOf } from "./read";

// Keyword groups (MD_Keywords) that name a thesaurus, or whose keywords are Anchors: the
// thesaurus title with its URI and date, and each keyword with its URI, as written.

type Thesaurus = TSourceDetails["tesaurus"][number];

/** The thesaurus date: its publication date, else its first, as written. */
function thesaurusDate(citation: XmlElement | undefined, name: Names): string | undefined {
  const dates = objects(citation, name("date"));
  const published = dates.find((date) => codeOf(firstChild(date, name("dateType"))) === "publication");
  return textOf(firstChild(published ?? dates[0], name("date")));
}

function group(keywords: XmlElement, name: Names): Thesaurus | null {
  const citation = objectIn(keywords, name("thesaurusName"));
  const title = firstChild(citation, name("title"));
  const kataKunci = childrenNamed(keywords, name("keyword")).flatMap((keyword) => {
    const teks = textOf(keyword);
    return teks === undefined ? [] : [{ teks, uri: anchorOf(keyword) }];
  });
  const judul = textOf(title);
  const uri = anchorOf(title);
  if (judul === undefined && uri === undefined && !kataKunci.some((keyword) => keyword.uri)) return null;
  return {
    judul,
    uri,
    tanggal: citation ? thesaurusDate(citation, name) : undefined,
    tipe: codeOf(firstChild(keywords, name("type"))),
    kataKunci,
  };
}

export function readThesauri(identifications: XmlElement[], name: Names): TSourceDetails["tesaurus"] {
  return identifications
    .flatMap((identification) => objects(identification, name("descriptiveKeywords")))
    .flatMap((keywords) => group(keywords, name) ?? []);
}
