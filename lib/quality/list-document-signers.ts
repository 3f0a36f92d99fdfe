import "server-only";
import { getDb } from "../db/client";

export interface DocumentSigner {
  namaLengkap: string;
  jabatan: string | null;
}

/**
 * Who signed the documents with these tokens (the quality status object, spec 2.3, names no
 * signer). Only SIGNED documents; the same names /api/verify/{token} gives to anyone.
 */
export async function listDocumentSigners(tokens: string[]): Promise<Map<string, DocumentSigner>> {
  if (tokens.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.dokumenKualitas.findMany({
    where: { signatureToken: { in: tokens }, status: "SIGNED" },
    select: { signatureToken: true, signer: { select: { namaLengkap: true, jabatan: true } } },
  });
  return new Map(
    rows.flatMap((row) =>
      row.signatureToken && row.signer ? [[row.signatureToken, row.signer] as const] : [],
    ),
  );
}
