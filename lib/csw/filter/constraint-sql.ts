import type { Prisma } from "../../db/generated/client";
import type { Search } from "../../search/ast";
import { isSearchRefusal } from "../../search/refusal";
import { searchToSql } from "../../search/to-sql";
import { cswError } from "../exception-report";

/**
 * A GetRecords constraint (with the q and BBOX parameters) as SQL over "Metadata" m, by the
 * search compiler; what the compiler refuses (an invalid date, AnyText < 'x') is an
 * InvalidParameterValue exception on the Constraint.
 */
export function constraintSql(constraint: Search): Prisma.Sql {
  try {
    return searchToSql(constraint);
  } catch (error) {
    if (isSearchRefusal(error)) throw cswError("InvalidParameterValue", error.message, "Constraint");
    throw error;
  }
}
