// fflate writes the zip's entry count in the 16-bit fields of the end of central directory
// record only, so an archive of more than 65,535 entries (a catalogue of 100,000 records)
// would read back as count mod 65,536 entries. This adds the ZIP64 end record and locator
// (APPNOTE 4.3.14, 4.3.15) that carry the full count. Offsets stay 32-bit: an export is
// refused past 4 GiB (never near that: records compress to a few kB each).

const EOCD = 22;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

/** The zip's last chunk (central directory + end record) with ZIP64 end records when needed. */
export function withZip64End(lastChunk: Uint8Array, entries: number): Uint8Array {
  if (entries < U16_MAX) return lastChunk;
  const end = new DataView(lastChunk.buffer, lastChunk.byteOffset + lastChunk.length - EOCD, EOCD);
  if (end.getUint32(0, true) !== 0x06054b50) throw new Error("zip end record not found");
  const directorySize = end.getUint32(12, true);
  const directoryOffset = end.getUint32(16, true);
  const zip64EndOffset = directoryOffset + directorySize;
  if (zip64EndOffset >= U32_MAX) throw new Error("export over 4 GiB");
  const out = new Uint8Array(lastChunk.length - EOCD + 56 + 20 + EOCD);
  out.set(lastChunk.subarray(0, lastChunk.length - EOCD));
  const view = new DataView(out.buffer, lastChunk.length - EOCD);
  // ZIP64 end of central directory record.
  view.setUint32(0, 0x06064b50, true);
  view.setBigUint64(4, 44n, true);
  view.setUint16(12, 45, true);
  view.setUint16(14, 45, true);
  view.setBigUint64(24, BigInt(entries), true);
  view.setBigUint64(32, BigInt(entries), true);
  view.setBigUint64(40, BigInt(directorySize), true);
  view.setBigUint64(48, BigInt(directoryOffset), true);
  // ZIP64 end of central directory locator.
  view.setUint32(56, 0x07064b50, true);
  view.setBigUint64(64, BigInt(zip64EndOffset), true);
  view.setUint32(72, 1, true);
  // The classic end record, its count saying "see ZIP64".
  view.setUint32(76, 0x06054b50, true);
  view.setUint16(84, U16_MAX, true);
  view.setUint16(86, U16_MAX, true);
  view.setUint32(88, directorySize, true);
  view.setUint32(92, directoryOffset, true);
  return out;
}
