import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientIp, normalizeAddress, peerHeader, rateLimitKey, UNKNOWN_CLIENT } from "./client-ip";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/x", { headers });

describe("clientIp without trusted proxies (TRUST_PROXY=0)", () => {
  it("is the socket address recorded for the request, whatever X-Forwarded-For says", () => {
    expect(clientIp(request(peerHeader("203.0.113.9")), 0)).toBe("203.0.113.9");
    const spoofed = { ...peerHeader("203.0.113.9"), "X-Forwarded-For": "198.51.100.1, 198.51.100.2" };
    expect(clientIp(request(spoofed), 0)).toBe("203.0.113.9");
    expect(clientIp(request({ ...peerHeader("203.0.113.9"), "X-Real-IP": "198.51.100.3" }), 0)).toBe(
      "203.0.113.9",
    );
  });

  it("treats a request without a recorded address, or with a forged one, as the one unknown client", () => {
    expect(clientIp(request(), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "X-Forwarded-For": "198.51.100.1" }), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-simpul-peer": "guessed 198.51.100.1" }), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("records the socket address of real Node HTTP requests and overwrites forged ones", async () => {
    const server = createServer((incoming, response) => {
      const headers = new Headers(incoming.headers as Record<string, string>);
      response.end(clientIp(new Request("http://localhost/x", { headers }), 0));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "X-Forwarded-For": "198.51.100.1", "x-simpul-peer": "forged 198.51.100.2" },
      });
      expect(await response.text()).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("clientIp behind trusted proxies", () => {
  it("takes the entry the outermost trusted proxy appended", () => {
    const viaOne = { ...peerHeader("10.0.0.2"), "X-Forwarded-For": "6.6.6.6, 198.51.100.7" };
    expect(clientIp(request(viaOne), 1)).toBe("198.51.100.7");
    const viaTwo = { ...peerHeader("10.0.0.3"), "X-Forwarded-For": "6.6.6.6, 198.51.100.7, 10.0.0.2" };
    expect(clientIp(request(viaTwo), 2)).toBe("198.51.100.7");
  });

  it("falls back to the earliest entry, or the socket, when fewer proxies took part", () => {
    expect(clientIp(request({ "X-Forwarded-For": "198.51.100.7" }), 2)).toBe("198.51.100.7");
    expect(clientIp(request(peerHeader("203.0.113.4")), 1)).toBe("203.0.113.4");
    expect(clientIp(request({ "X-Forwarded-For": " , " }), 1)).toBe(UNKNOWN_CLIENT);
  });

  it("cannot be steered by anything the client puts in front of the proxies' entries", () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6());
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        address,
        fc.array(fc.ipV4(), { maxLength: 3 }),
        (spoof, client, hops) => {
          const forwarded = [...spoof.map((s) => s.replaceAll(",", "")), client, ...hops].join(", ");
          const trusted = hops.length + 1;
          expect(clientIp(request({ "X-Forwarded-For": forwarded }), trusted)).toBe(normalizeAddress(client));
        },
      ),
    );
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7:8443 ", "203.0.113.7"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
  ])("%s -> %s", (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each(["", "unknown", "999.1.1.1", "example.org", "1.2.3.4, 5.6.7.8"])("rejects %j", (raw) =>
    expect(normalizeAddress(raw)).toBeUndefined(),
  );
});

describe("rateLimitKey", () => {
  it("keys IPv4 by address and IPv6 by /64 network", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::0001:0002")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
