import "server-only";
import { JENIS_REFERENSI } from "../../schemas/public-catalogue";
import { listReferenceCodes } from "../records/list-reference-codes";

/** Every reference list the editor offers, as GET /api/referensi/{jenis} returns each. */
export async function listEditorCodes(lang: "id" | "en") {
  const lists = await Promise.all(JENIS_REFERENSI.map((jenis) => listReferenceCodes(jenis, lang)));
  return Object.fromEntries(JENIS_REFERENSI.map((jenis, i) => [jenis, lists[i] ?? []]));
}
