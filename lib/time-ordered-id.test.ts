import { describe, expect, it } from "vitest";
import { z } from "zod";
import { millisecondsOf, UUID_V7 } from "@/test/support/uuid-v7";
import { timeOrderedId } from "./time-ordered-id";

describe("timeOrderedId", () => {
  it("is a UUID version 7 (RFC 9562) that zod's uuid takes", () => {
    const id = timeOrderedId();
    expect(id).toMatch(UUID_V7);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("holds the time it was made, in milliseconds", () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(millisecondsOf(id)).toBeGreaterThanOrEqual(before);
    expect(millisecondsOf(id)).toBeLessThanOrEqual(Date.now() + 1);
    expect(millisecondsOf(timeOrderedId(Date.UTC(2030, 0, 1) + 1))).toBe(Date.UTC(2030, 0, 1) + 1);
  });

  it("ascends as text, also within one millisecond and past 4,096 ids in it", () => {
    const start = Date.UTC(2031, 5, 1);
    const ids = [
      ...Array.from({ length: 10_000 }, () => timeOrderedId(start)),
      ...Array.from({ length: 100 }, () => timeOrderedId(start + 1)),
      ...Array.from({ length: 100 }, () => timeOrderedId()), // a clock behind the ids made
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (let index = 1; index < ids.length; index += 1)
      expect((ids[index - 1] as string) < (ids[index] as string)).toBe(true);
    // A burst borrows milliseconds ahead, as few as it needs.
    expect(millisecondsOf(ids[9_999] as string) - start).toBeLessThanOrEqual(5);
  });

  it("differs in its random bits between ids", () => {
    const tails = new Set(Array.from({ length: 1_000 }, () => timeOrderedId().slice(19)));
    expect(tails.size).toBe(1_000);
  });
});
