import "server-only";
import { createHash } from "node:crypto";
import { objectStoreFor } from "../storage/object-store";

// Scanned, hand-signed quality documents (signatureMethod MANUAL) in the object store. The key
// carries the SHA-256 of the file, and the key is part of the signed document hash, so a
// replaced or altered file no longer verifies.

/** Where a scan is stored: its record, its document and the SHA-256 of its bytes. */
export function scanObjectKey(metadataId: string, documentId: string, scan: Uint8Array): string {
  return `kualitas/${metadataId}/${documentId}-${createHash("sha256").update(scan).digest("hex")}.pdf`;
}

/** Whether the stored scan still has the bytes its key (and so the signed hash) names. */
export async function scanIsIntact(key: string): Promise<boolean> {
  const expected = key.match(/-([0-9a-f]{64})\.pdf$/)?.[1];
  if (!expected) return false;
  const bytes = await objectStoreFor().getObject(key);
  return bytes !== null && createHash("sha256").update(bytes).digest("hex") === expected;
}
