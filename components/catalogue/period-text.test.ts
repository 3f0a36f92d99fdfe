import { describe, expect, it } from "vitest";
import { periodText } from "./period-text";

const words = { now: "sekarang", unknown: "tidak diketahui", before: "sebelum" };

describe("periodText", () => {
  it("writes positions as the document does, indeterminate ones in words", () => {
    expect(periodText({ mulai: "2015-05", selesaiIndeterminate: "now" }, words)).toBe("2015-05 – sekarang");
    expect(periodText({ mulai: "2013-11-01Z", selesaiIndeterminate: "unknown" }, words)).toBe(
      "2013-11-01Z – tidak diketahui",
    );
    expect(periodText({ mulai: "2000", mulaiIndeterminate: "before", selesai: "2005" }, words)).toBe(
      "sebelum 2000 – 2005",
    );
    expect(periodText({ mulaiIndeterminate: "after", selesai: "2005" }, words)).toBe("after – 2005");
  });

  it("writes an instant once and an open end as an ellipsis", () => {
    expect(periodText({ mulai: "2015-05", selesai: "2015-05" }, words)).toBe("2015-05");
    expect(periodText({ mulai: "2005" }, words)).toBe("2005 – …");
  });
});
