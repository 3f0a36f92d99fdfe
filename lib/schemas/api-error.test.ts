import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES, AppError } from "../errors";
import { errorToResponse } from "../http/error-to-response";
import { ZApiError } from "./api-error";

// The documented error body must be what errorToResponse really writes, for every code.
describe("ZApiError", () => {
  it.each(APP_ERROR_CODES)("describes the %s body", async (code) => {
    const response = errorToResponse(new AppError(code, "Pesan / message", { allowed: ["GET"] }));
    expect(ZApiError.parse(await response.json())).toEqual({
      error: { code, message: "Pesan / message", details: { allowed: ["GET"] } },
    });
  });

  it("describes the body of an unexpected error", async () => {
    const silence = console.error;
    console.error = () => {};
    try {
      const body = await errorToResponse(new Error("secret")).json();
      expect(ZApiError.parse(body).error).toMatchObject({ code: "INTERNAL", details: {} });
    } finally {
      console.error = silence;
    }
  });
});
