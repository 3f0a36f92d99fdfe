import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";

/** "Lama#2025" as the first releases stored it (scrypt N=16384, r=8, p=1). */
const LEGACY_HASH = "scrypt$16384$8$1$b4CxMYnF2Z8gkMd6KqRHoQ$hMOwHnlLWZp2dX4B3mWoSQTtR1fGfGIrd-Zk46gfyqI";

describe("password hashing", () => {
  it("hashes with argon2id and OWASP's parameters, salted, and verifies", async () => {
    const first = await hashPassword("Rahasia#2026");
    const second = await hashPassword("Rahasia#2026");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword("Rahasia#2026", first)).toBe(true);
    expect(await verifyPassword("rahasia#2026", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("still verifies the scrypt hashes of the first releases, and marks them for rehashing", async () => {
    const legacy = LEGACY_HASH;
    expect(await verifyPassword("Lama#2025", legacy)).toBe(true);
    expect(await verifyPassword("Lama#2026", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA")).toBe(true);
  });

  it("answers false, never throws, for malformed stored hashes", async () => {
    for (const stored of ["", "plain", "$argon2id$v=19$broken", "scrypt$x$y$z$$", "scrypt$16384$8$1$AA$"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
