import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { IsoRecord } from "./record";

// The one signature every XML profile module implements (STYLE rule 10).

/** CSW 2.0.2 element sets: Dublin Core honours them; the ISO profiles always write the full record. */
export type ElementSetName = "brief" | "summary" | "full";

/** Builds the record as a standalone XML document in one profile. Pure: no I/O, no clock. */
export type IsoEncoder = (record: IsoRecord, elementSet?: ElementSetName) => XMLBuilder;
