import { MDB_2016 } from "../../xml/namespaces";
import type { IsoEncoder } from "../encoder";
import { encodeMdb } from "./mdb";

// ISO 19115-3 in the namespaces first published in 2016 (mdb/1.0, cit/1.0, mrl/1.0): the
// default XML export (format "mdb2016"). ISO profiles write the full record for every element set.

export const encodeMdb2016: IsoEncoder = (record) => encodeMdb(MDB_2016, record);
