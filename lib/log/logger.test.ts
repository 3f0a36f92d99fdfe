import { describe, expect, it } from "vitest";
import { maskUrlPasswords } from "./logger";

describe("maskUrlPasswords", () => {
  it("masks the password of every connection URL in a text and leaves the rest", () => {
    expect(
      maskUrlPasswords(
        "connect postgresql://simpul:s3cr%21t@db:5432/simpul failed; redis://:token@cache:6379 and https://example.org/a:b@c",
      ),
    ).toBe(
      "connect postgresql://simpul:***@db:5432/simpul failed; redis://:***@cache:6379 and https://example.org/a:b@c",
    );
    expect(maskUrlPasswords("postgresql://simpul@db/simpul")).toBe("postgresql://simpul@db/simpul");
  });
});
