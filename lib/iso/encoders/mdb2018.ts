import { MDB_2018 } from "../../xml/namespaces";
import type { IsoEncoder } from "../encoder";
import { encodeMdb } from "./mdb";

// ISO 19115-3 in the revised 2018 namespaces (mdb/2.0, cit/2.0, mrl/2.0): format "mdb2018"
// and the CSW output schema of that namespace. ISO profiles write the full record for every element set.

export const encodeMdb2018: IsoEncoder = (record) => encodeMdb(MDB_2018, record);
