import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

// A real SMTP server and a WhatsApp-style HTTP gateway on loopback, for the notification tests.

export interface ReceivedMail {
  user: string | undefined;
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that accepts user simpul / rahasia and keeps what it receives. */
export async function startMailServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onAuth(auth, _session, callback) {
      if (auth.username === "simpul" && auth.password === "rahasia") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const user = typeof session.user === "string" ? session.user : undefined;
        received.push({ user, to: session.envelope.rcptTo.map((r) => r.address), ...readMail(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.server.address() as { port: number };
  return {
    port: bound,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A WhatsApp gateway on loopback answering with `statuses` in turn (the last one from then on). */
export async function startGateway(statuses: number[], port = 0) {
  const requests: { status: number; authorization?: string; body: { to: string; message: string } }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = statuses[Math.min(requests.length, statuses.length - 1)] as number;
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      requests.push({ status, authorization: request.headers.authorization, body });
      response.writeHead(status, { "Content-Type": "application/json" }).end(status < 300 ? "{}" : "sibuk");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as { port: number };
  const accepted = () => requests.filter((r) => r.status < 300);
  return {
    url: `http://127.0.0.1:${bound}/kirim`,
    requests,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Just enough MIME for what nodemailer writes: one text/plain part, encoded words in Subject.
function readMail(chunks: Buffer[]): { subject: string; text: string } {
  const raw = Buffer.concat(chunks).toString("latin1").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const headers = raw
    .slice(0, split)
    .replace(/\n[ \t]+/g, " ")
    .split("\n");
  const header = (name: string) =>
    headers
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? "";
  const body = raw.slice(split + 2);
  const encoding = header("content-transfer-encoding").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body, "base64")
      : encoding === "quoted-printable"
        ? quotedPrintable(body.replace(/=\n/g, ""))
        : Buffer.from(body, "latin1");
  return { subject: decodeWords(header("subject")), text: bytes.toString("utf8") };
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  let out = "";
  let pending: Buffer[] = []; // adjacent encoded words may split one character
  const flush = () => {
    out += Buffer.concat(pending).toString("utf8");
    pending = [];
  };
  for (const part of value.replace(/\?=\s+=\?/g, "?==?").split(/(=\?[^?]+\?[QB]\?[^?]*\?=)/i)) {
    const word = /^=\?[^?]+\?([QB])\?([^?]*)\?=$/i.exec(part);
    if (word) {
      const [, kind, data = ""] = word;
      pending.push(
        kind?.toUpperCase() === "B" ? Buffer.from(data, "base64") : quotedPrintable(data.replace(/_/g, " ")),
      );
    } else if (part !== "") {
      flush();
      out += part;
    }
  }
  flush();
  return out;
}
