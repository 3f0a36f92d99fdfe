import { randomFillSync } from "node:crypto";

// Row ids that sort by the time they were made: UUID version 7 (RFC 9562), a 48-bit Unix time
// in milliseconds, then 74 random bits. A B-tree index on such ids grows at its right edge, where
// a random (version 4) id lands on any of its pages: an import of 100,000 records touched a
// random page of every id index (the records', their child rows', the queryable rows') for each
// row, so those pages kept leaving PostgreSQL's buffers dirty and coming back, and each was
// written again in full to the WAL after every checkpoint. They are UUIDs like the others
// (columns, validation and URLs are unchanged); they tell when a row was made to the
// millisecond, which a record's own dates say anyway.

/** Random bytes taken 16 at a time from a pool refilled at once (as Node's randomUUID does). */
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

/** The last id's time and its counter (the 12 bits after the version), so ids made in one millisecond still ascend. */
let lastMs = 0;
let counter = 0;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** A new UUID version 7, greater than every one this process made before. */
export function timeOrderedId(now: number = Date.now()): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  if (now > lastMs) {
    lastMs = now;
    counter = (((bytes[6] as number) << 8) | (bytes[7] as number)) & 0x7ff; // room to count up
  } else if (counter < 0xfff) {
    counter += 1;
  } else {
    lastMs += 1; // 4,096 ids in one millisecond: borrow the next
    counter = 0;
  }
  bytes[0] = Math.floor(lastMs / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(lastMs / 2 ** 32) & 0xff;
  bytes[2] = (lastMs >>> 24) & 0xff;
  bytes[3] = (lastMs >>> 16) & 0xff;
  bytes[4] = (lastMs >>> 8) & 0xff;
  bytes[5] = lastMs & 0xff;
  bytes[6] = 0x70 | (counter >>> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = (from: number, to: number) => {
    let text = "";
    for (let index = from; index < to; index += 1) text += HEX[bytes[index] as number];
    return text;
  };
  return `${hex(0, 4)}-${hex(4, 6)}-${hex(6, 8)}-${hex(8, 10)}-${hex(10, 16)}`;
}
