import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { serverCommand } from "@/test/support/instances";

/** Starts `npm start`'s server on a production build against `databaseUrl`; resolves once it is healthy. */
export async function startServer(
  databaseUrl: string,
  port: number,
): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
  const child = spawn(process.execPath, serverCommand(port), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      SIGNING_SECRET: "bench-signing-secret-bench-signing-secret-01",
    },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-(child.pid as number), "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("the server did not become healthy within 60 s");
}
