import { connect } from "node:net";

// A raw HTTP/1.1 client for hostile requests: it sends exactly the bytes it is given (invalid
// UTF-8 in the path, bodies without a length, chunked bodies), which fetch and node:http refuse
// to, and times each answer.

export interface HostileRequest {
  method: string;
  /** The request target, sent byte for byte. */
  target: string | Buffer;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
  /**
   * Leave the connection open (as browsers and curl do) rather than ask the server to close it.
   * For refused large bodies: a server that closes while the client still sends resets the
   * connection, and the client may lose the answer (RFC 9112, 9.6).
   */
  keepAlive?: boolean;
}

export interface HostileResponse {
  status: number;
  headers: Record<string, string>;
  /** The header block as received, to check that no header was split. */
  head: string;
  body: Buffer;
  ms: number;
}

function parse(data: Buffer): HostileResponse | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const head = data.subarray(0, end).toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = headers[name]
      ? `${headers[name]}, ${line.slice(colon + 1).trim()}`
      : line.slice(colon + 1).trim();
  }
  const rest = data.subarray(end + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString("latin1"), 16);
      if (size === 0) return { status, headers, head, body: Buffer.concat(chunks), ms: 0 };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = headers["content-length"];
  if (length !== undefined) {
    if (rest.length < Number(length)) return null;
    return { status, headers, head, body: rest.subarray(0, Number(length)), ms: 0 };
  }
  if (status === 304 || status === 204) return { status, headers, head, body: Buffer.alloc(0), ms: 0 };
  return null; // read until the server closes
}

/** Sends one request on a fresh connection; status 0 when no answer came within timeoutMs. */
export function sendHostile(
  base: string,
  request: HostileRequest,
  timeoutMs = 15_000,
): Promise<HostileResponse> {
  const { hostname, port } = new URL(base);
  const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  const lines = [`Host: ${hostname}:${port}`, ...(request.keepAlive ? [] : ["Connection: close"])];
  for (const [name, value] of Object.entries(request.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body && request.chunked) lines.push("Transfer-Encoding: chunked");
  else if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.concat([
    Buffer.from(`${request.method} `),
    Buffer.isBuffer(request.target) ? request.target : Buffer.from(request.target, "latin1"),
    Buffer.from(` HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`, "latin1"),
  ]);
  return new Promise((resolve) => {
    const started = performance.now();
    const received: Buffer[] = [];
    let done = false;
    const socket = connect(Number(port), hostname);
    const finish = (response: HostileResponse | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...(response ?? { status: 0, headers: {}, head: "", body: Buffer.concat(received) }),
        ms: performance.now() - started,
      });
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.on("data", (chunk) => {
      received.push(chunk);
      const parsed = parse(Buffer.concat(received));
      if (parsed) finish(parsed);
    });
    // The server may close (or reset) while a refused body is still being sent: what it said counts.
    const atClose = () => {
      const data = Buffer.concat(received);
      const parsed = parse(data);
      if (parsed) return finish(parsed);
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return finish(null);
      finish({
        status: Number(data.subarray(0, end).toString("latin1").split(" ")[1]),
        headers: {},
        head: data.subarray(0, end).toString("latin1"),
        body: data.subarray(end + 4),
        ms: 0,
      });
    };
    socket.on("end", atClose);
    socket.on("close", atClose);
    socket.on("error", () => undefined);
    socket.write(head);
    if (!body) return;
    if (!request.chunked) {
      socket.write(body);
      return;
    }
    // 1 MiB chunks, as a streaming client would send them.
    for (let at = 0; at < body.length; at += 1024 * 1024) {
      const chunk = body.subarray(at, at + 1024 * 1024);
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write("\r\n");
    }
    socket.write("0\r\n\r\n");
  });
}
