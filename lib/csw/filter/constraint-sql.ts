import type { Prisma } from "../../db/generated/client";
import type { Search } from "../../search/ast";
import { isSearchRefusal } from "../../search/refusal";
import { publishedWordsSql, searchToSql } from "../../search/to-sql";
import { cswError } from "../exception-report";

/**
 * A GetRecords constraint (with the q and BBOX parameters) as SQL over "Metadata" m, by the
 * search compiler, and, for a constraint of words alone, over the published records' words
 * (findPublishedIdPage counts there); what the compiler refuses (an invalid date, AnyText < 'x')
 * is an InvalidParameterValue exception on the Constraint.
 */
export function constraintSql(constraint: Search): { where: Prisma.Sql; wordsWhere: Prisma.Sql | null } {
  try {
    return { where: searchToSql(constraint), wordsWhere: publishedWordsSql(constraint) };
  } catch (error) {
    if (isSearchRefusal(error)) throw cswError("InvalidParameterValue", error.message, "Constraint");
    throw error;
  }
}
