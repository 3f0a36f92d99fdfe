// UUIDs of version 7 (RFC 9562), as lib/time-ordered-id.ts and Prisma's uuid(7) make them:
// what tests of time-ordered ids check them against.

/** A whole UUID of version 7, in lower case, with its variant bits 10. */
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The time an id of version 7 was made: its first 48 bits, in milliseconds since 1970. */
export const millisecondsOf = (id: string): number => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);
