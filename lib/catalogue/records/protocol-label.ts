// A distribution link's protocol (OGC/WWW names as in the PROTOKOL_DISTRIBUSI list) in words
// a visitor recognises: services by their short OGC name, files as downloads.

export type LinkKind = "service" | "download" | "link";

export interface ProtocolLabel {
  label: string;
  kind: LinkKind;
}

const SERVICES: [RegExp, string][] = [
  [/^OGC:WMTS/i, "WMTS"],
  [/^OGC:WMS/i, "WMS"],
  [/^OGC:WFS/i, "WFS"],
  [/^OGC:WCS/i, "WCS"],
  [/^OGC:CSW/i, "CSW"],
  [/^OGC:SOS/i, "SOS"],
  [/^OGC:API-Features/i, "OGC API – Features"],
  [/^ESRI:REST/i, "ArcGIS REST"],
];

export function protocolLabel(protokol: string): ProtocolLabel {
  for (const [pattern, label] of SERVICES) if (pattern.test(protokol)) return { label, kind: "service" };
  if (/download/i.test(protokol)) return { label: "Download", kind: "download" };
  return { label: protokol.replace(/^WWW:/i, "") || "Link", kind: "link" };
}
