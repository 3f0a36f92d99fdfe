import { GML32, ISO19139, MDB_2016, MDB_2018, XLINK, XSI } from "../../xml/namespaces";

// The namespaces the crosswalk writes, each with its conventional prefix, and the reverse
// look-up used to name source elements in the list of what has no counterpart.

export type MdbEdition = "2016" | "2018";

const ISO19115_3 = "http://standards.iso.org/iso/19115/-3";

/** ISO 19115-3 prefix to namespace, per edition (the namespaces.ts maps plus mas, mex, mpc, msr). */
export const MDB_NAMESPACES: Record<MdbEdition, Readonly<Record<string, string>>> = {
  "2016": {
    ...MDB_2016,
    mas: `${ISO19115_3}/mas/1.0`,
    mex: `${ISO19115_3}/mex/1.0`,
    mpc: `${ISO19115_3}/mpc/1.0`,
    msr: `${ISO19115_3}/msr/1.0`,
    gml: GML32,
    xlink: XLINK,
    xsi: XSI,
  },
  "2018": {
    ...MDB_2018,
    mas: `${ISO19115_3}/mas/1.0`,
    mex: `${ISO19115_3}/mex/1.0`,
    mpc: `${ISO19115_3}/mpc/1.0`,
    msr: `${ISO19115_3}/msr/2.0`,
    gml: GML32,
    xlink: XLINK,
    xsi: XSI,
  },
};

export const GMD_NAMESPACES: Readonly<Record<string, string>> = {
  ...ISO19139,
  gml: GML32,
  xlink: XLINK,
  xsi: XSI,
};

/** Namespace to prefix, for the writer. */
export const prefixesOf = (namespaces: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(Object.entries(namespaces).map(([prefix, uri]) => [uri, prefix]));

/** Prefix of any ISO namespace of either standard or edition ("?" for a foreign one). */
const ANY_PREFIX = new Map<string, string>([
  ...prefixesOf(MDB_NAMESPACES["2016"]),
  ...prefixesOf(MDB_NAMESPACES["2018"]),
  ...prefixesOf(GMD_NAMESPACES),
  ["http://www.opengis.net/gml", "gml"],
]);
export const prefixOfNamespace = (ns: string): string => ANY_PREFIX.get(ns) ?? `{${ns}}`;
