import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RemoteError, type RemoteErrorKind } from "./protocol";
import { createRemoteFetch, isBlockedAddress, type RemoteFetchOptions } from "./remote-fetch";

// Real local servers: what the socket, the redirects and the limits do is the point.

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

interface TestServer {
  server: Server;
  base: string;
  seen: Seen[];
}

async function startServer(routes: Record<string, Handler>): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      seen.push({ method: request.method ?? "", path, headers: request.headers, body });
      const route = routes[path];
      if (route) route(request, response, body);
      else response.writeHead(404, { "content-type": "text/plain" }).end("tidak ada");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const echo: Handler = (request, response, body) => {
  response.setHeader("x-multi", ["a", "b"]);
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
};
const redirect =
  (location: string, status = 302): Handler =>
  (_, response) =>
    response.writeHead(status, { location }).end("moved");

let main: TestServer;
let other: TestServer;

const options = (overrides: Partial<RemoteFetchOptions> = {}): RemoteFetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: 100_000,
  maxRedirects: 5,
  allowPrivateAddresses: true,
  ...overrides,
});
const text = (body: Uint8Array) => new TextDecoder().decode(body);

/** The RemoteError kind a promise rejects with, and how long it took. */
async function failure(
  promise: Promise<unknown>,
): Promise<{ kind: RemoteErrorKind; message: string; ms: number }> {
  const start = performance.now();
  const error = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(error instanceof RemoteError)) throw new Error(`expected a RemoteError, got ${String(error)}`);
  return { kind: error.kind, message: error.message, ms: performance.now() - start };
}

beforeAll(async () => {
  other = await startServer({ "/echo": echo });
  main = await startServer({
    "/echo": echo,
    "/gzip": (_, response) =>
      response.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync("<xml>halo</xml>")),
    "/bomb": (_, response) =>
      response.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(5_000_000))),
    "/declared-large": (_, response) => {
      response.writeHead(200, { "content-length": "10000000" });
      response.write("x".repeat(1000)); // and never the rest
    },
    "/chunked-large": (_, response) => {
      for (let i = 0; i < 20; i++) response.write("x".repeat(65_536));
      response.end();
    },
    "/silent": () => {},
    "/stall-body": (_, response) => {
      response.writeHead(200, { "content-type": "text/xml" });
      response.write("<a>");
    },
    "/relative": redirect("echo?dari=relatif"),
    "/see-other": redirect("/echo", 303),
    "/temporary": redirect("/echo", 307),
    "/loop-a": redirect("/loop-b"),
    "/loop-b": redirect("/loop-a"),
    "/chain/3": redirect("/chain/2"),
    "/chain/2": redirect("/chain/1"),
    "/chain/1": redirect("/echo"),
    "/to-ftp": redirect("ftp://example.org/file"),
  });
  main.seen.length = 0;
});

afterAll(async () => {
  for (const { server } of [main, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("requests and responses", () => {
  it("sends a GET with its headers and returns status, headers, body and URL", async () => {
    const fetch = createRemoteFetch(options({ userAgent: "Simpul-test/1" }));
    const response = await fetch({ url: `${main.base}/echo?a=1`, headers: { Accept: "application/xml" } });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${main.base}/echo?a=1`);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers["x-multi"]).toBe("a, b");
    const echoed = JSON.parse(text(response.body));
    expect(echoed).toMatchObject({ method: "GET", url: "/echo?a=1", body: "" });
    expect(echoed.headers).toMatchObject({
      accept: "application/xml",
      "accept-encoding": "gzip, deflate",
      "user-agent": "Simpul-test/1",
    });
  });

  it("sends a POST body with its length", async () => {
    const body = "<csw:GetRecords>ñ</csw:GetRecords>";
    const response = await createRemoteFetch(options())({
      url: `${main.base}/echo`,
      method: "POST",
      body,
      headers: { "Content-Type": "application/xml" },
    });
    const echoed = JSON.parse(text(response.body));
    expect(echoed).toMatchObject({ method: "POST", body });
    expect(echoed.headers["content-type"]).toBe("application/xml");
    expect(echoed.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  });

  it("returns a 404 rather than throwing", async () => {
    const response = await createRemoteFetch(options())({ url: `${main.base}/nowhere` });
    expect(response.status).toBe(404);
    expect(text(response.body)).toBe("tidak ada");
  });

  it("fails with NETWORK, naming the host, when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { kind, message } = await failure(
      createRemoteFetch(options())({ url: `http://127.0.0.1:${port}/` }),
    );
    expect(kind).toBe("NETWORK");
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).toContain("connection refused");
  });
});

describe("size", () => {
  it("decodes a gzip body", async () => {
    const response = await createRemoteFetch(options())({ url: `${main.base}/gzip` });
    expect(text(response.body)).toBe("<xml>halo</xml>");
  });

  it("refuses a gzip bomb by its decoded size", async () => {
    const { kind } = await failure(createRemoteFetch(options())({ url: `${main.base}/bomb` }));
    expect(kind).toBe("TOO_LARGE");
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const { kind, ms } = await failure(createRemoteFetch(options())({ url: `${main.base}/declared-large` }));
    expect(kind).toBe("TOO_LARGE");
    expect(ms).toBeLessThan(1_000);
  });

  it("refuses a chunked body without length once it passes the limit", async () => {
    const { kind, message } = await failure(
      createRemoteFetch(options())({ url: `${main.base}/chunked-large` }),
    );
    expect(kind).toBe("TOO_LARGE");
    expect(message).toContain("100000");
  });
});

describe("time", () => {
  it("times out on a server that never answers", async () => {
    const fetch = createRemoteFetch(options({ timeoutMs: 300 }));
    const { kind, message, ms } = await failure(fetch({ url: `${main.base}/silent` }));
    expect(kind).toBe("TIMEOUT");
    expect(message).toContain("0.3 s");
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(ms).toBeLessThan(1_000);
  });

  it("times out on a body that stalls after the headers", async () => {
    const fetch = createRemoteFetch(options({ timeoutMs: 300 }));
    const { kind, ms } = await failure(fetch({ url: `${main.base}/stall-body` }));
    expect(kind).toBe("TIMEOUT");
    expect(ms).toBeLessThan(1_000);
  });

  it("ends a pending request when the run's signal aborts", async () => {
    const controller = new AbortController();
    const fetch = createRemoteFetch(options({ timeoutMs: 10_000, signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const { kind, message, ms } = await failure(fetch({ url: `${main.base}/silent` }));
    expect(kind).toBe("TIMEOUT");
    expect(message).toContain("cancelled");
    expect(ms).toBeLessThan(500);
    const before = main.seen.length;
    expect((await failure(fetch({ url: `${main.base}/echo` }))).kind).toBe("TIMEOUT");
    expect(main.seen.length).toBe(before);
  });
});

describe("redirects", () => {
  it("follows relative and absolute redirects", async () => {
    const fetch = createRemoteFetch(options());
    expect((await fetch({ url: `${main.base}/relative` })).url).toBe(`${main.base}/echo?dari=relatif`);
    const absolute = createRemoteFetch(options());
    const response = await absolute({ url: `${main.base}/chain/1` });
    expect(response.url).toBe(`${main.base}/echo`);
    expect(response.status).toBe(200);
  });

  it("turns a POST into a GET without body on 303, and keeps it on 307", async () => {
    const fetch = createRemoteFetch(options());
    const post = { method: "POST" as const, body: "<q/>", headers: { "content-type": "application/xml" } };
    const seeOther = JSON.parse(text((await fetch({ url: `${main.base}/see-other`, ...post })).body));
    expect(seeOther).toMatchObject({ method: "GET", body: "" });
    expect(seeOther.headers["content-type"]).toBeUndefined();
    const temporary = JSON.parse(text((await fetch({ url: `${main.base}/temporary`, ...post })).body));
    expect(temporary).toMatchObject({ method: "POST", body: "<q/>" });
  });

  it("refuses a loop and more redirects than allowed", async () => {
    expect((await failure(createRemoteFetch(options())({ url: `${main.base}/loop-a` }))).kind).toBe(
      "REDIRECTS",
    );
    const three = await createRemoteFetch(options({ maxRedirects: 3 }))({ url: `${main.base}/chain/3` });
    expect(three.url).toBe(`${main.base}/echo`);
    const two = createRemoteFetch(options({ maxRedirects: 2 }));
    expect((await failure(two({ url: `${main.base}/chain/3` }))).kind).toBe("REDIRECTS");
  });

  it("refuses a redirect to a scheme other than http(s)", async () => {
    expect((await failure(createRemoteFetch(options())({ url: `${main.base}/to-ftp` }))).kind).toBe(
      "BAD_URL",
    );
  });

  it("sends credentials to the source's origin only", async () => {
    const routes = await startServer({ "/go": redirect(`${other.base}/echo`) });
    try {
      const credentials = { username: "harvester", password: "rahasia" };
      const fetch = createRemoteFetch(options({ credentials }));
      const response = await fetch({ url: `${routes.base}/go`, headers: { Cookie: "sesi=1" } });
      const basic = `Basic ${Buffer.from("harvester:rahasia").toString("base64")}`;
      expect(routes.seen[0]?.headers.authorization).toBe(basic);
      const echoed = JSON.parse(text(response.body));
      expect(response.url).toBe(`${other.base}/echo`);
      expect(echoed.headers.authorization).toBeUndefined();
      expect(echoed.headers.cookie).toBeUndefined();
    } finally {
      await new Promise((resolve) => routes.server.close(resolve));
    }
  });
});

describe("addresses", () => {
  it("refuses loopback, link-local and metadata hosts without connecting", async () => {
    const fetch = createRemoteFetch(options({ allowPrivateAddresses: false }));
    const port = new URL(main.base).port;
    const before = main.seen.length;
    for (const url of [
      `http://127.0.0.1:${port}/echo`,
      `http://localhost:${port}/echo`,
      `http://[::1]:${port}/echo`,
      `http://0x7f.1:${port}/echo`,
      "http://169.254.169.254/latest/meta-data/",
    ])
      expect((await failure(fetch({ url }))).kind, url).toBe("BLOCKED_ADDRESS");
    expect(main.seen.length).toBe(before);
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "0.0.0.0",
    "192.0.0.8",
    "198.18.0.1",
    "224.0.0.1",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "::127.0.0.1",
    "[::1]",
    "localhost",
    "",
  ])("blocks %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "36.91.0.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "2001:4860:4860::8888",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it.each(["ftp://example.org/", "file:///etc/passwd", "http://user:sandi@example.org/", "bukan url"])(
    "refuses %s as BAD_URL",
    async (url) => {
      expect((await failure(createRemoteFetch(options())({ url }))).kind).toBe("BAD_URL");
    },
  );
});
