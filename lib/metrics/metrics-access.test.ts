import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

describe("metrics access", () => {
  const token = "rahasia-metrik-0123456789";

  it("is off without a token, whatever the request sends", () => {
    expect(metricsAccess(null, undefined)).toBe("off");
    expect(metricsAccess(`Bearer ${token}`, undefined)).toBe("off");
  });

  it("allows exactly the configured bearer token", () => {
    expect(metricsAccess(`Bearer ${token}`, token)).toBe("allowed");
    expect(metricsAccess(`bearer ${token}`, token)).toBe("allowed"); // the scheme is case-insensitive
  });

  it("denies a missing, wrong, truncated or extended token and other schemes", () => {
    for (const authorization of [
      null,
      "",
      "Bearer",
      "Bearer ",
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token.toUpperCase()}`,
      `Basic ${Buffer.from(`x:${token}`).toString("base64")}`,
      token,
      `Bearer ${token} ${token}`,
    ])
      expect(metricsAccess(authorization, token), String(authorization)).toBe("denied");
  });
});
