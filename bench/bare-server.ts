import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "@/test/support/net";

// The baseline: a bare Node http server in a process of its own that answers a path with bytes
// and headers copied from Simpul's answer. Cached paths are reported as a share of its
// throughput, measured with the same client right after Simpul's run.

const SOURCE = `
const http = require("http");
const answers = new Map();
process.on("message", ({ path, body, headers }) => {
  answers.set(path, { body: Buffer.from(body, "base64"), headers });
  process.send("stored");
});
http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => process.send("ready"));
`;

export interface BareServer {
  url: string;
  /** Answers `path` with these bytes and headers from now on. */
  answer(path: string, body: Buffer, headers: Record<string, string>): Promise<void>;
  stop(): void;
}

export async function startBareServer(): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", SOURCE], {
    env: { PORT: String(port) } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  }) as ChildProcess;
  const nextMessage = () => new Promise((resolve) => child.once("message", resolve));
  await nextMessage();
  return {
    url: `http://127.0.0.1:${port}`,
    async answer(path, body, headers) {
      const stored = nextMessage();
      child.send({ path, body: body.toString("base64"), headers });
      await stored;
    },
    stop: () => child.kill(),
  };
}
