import { describe, expect, it } from "vitest";
import { withSession } from "./with-session";

// The cross-site check runs before the session is read: a refused request never reaches it.

const handler = withSession(async () => new Response("ok"));
const post = (url: string, headers: Record<string, string>) =>
  handler(new Request(url, { method: "POST", headers }), {});

describe("withSession same-origin check", () => {
  it("refuses another site's Origin, whatever the Host", async () => {
    const response = await post("http://localhost:3000/api/x", {
      Origin: "https://jahat.example",
      Host: "127.0.0.1:3000",
    });
    expect(response.status).toBe(403);
  });

  it("accepts the Origin of the Host the browser addressed (Next's request.url says localhost)", async () => {
    const response = await post("http://localhost:3000/api/x", {
      Origin: "http://127.0.0.1:3000",
      Host: "127.0.0.1:3000",
      "Sec-Fetch-Site": "same-origin",
    });
    expect(response.status).toBe(401);
  });

  it("refuses a same-site but cross-origin fetch by Sec-Fetch-Site", async () => {
    const response = await post("http://localhost:3000/api/x", {
      Origin: "http://127.0.0.1:3000",
      Host: "127.0.0.1:3000",
      "Sec-Fetch-Site": "same-site",
    });
    expect(response.status).toBe(403);
  });
});
