// The HTTP server `npm start` runs (`scripts/start.ts` prepares the database first): Next's
// request handler behind a plain Node http server, so that repeated GET /csw requests are
// answered from the rendered-response store before Next (lib/csw/fast-path.ts). Options as
// `next start`: -p/--port (or PORT), -H/--hostname; --dev runs Next's development server.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { answerFromStore } from "../lib/csw/fast-path";
import { catalogueVersionReader } from "../lib/db/catalogue-version-reader";
import { createPgClient } from "../lib/db/client";
import { sharedEmbeddedUrl } from "../lib/db/embedded";
import { getEnv } from "../lib/env";
import { withRawRequest } from "../lib/http/raw-request";
import { instrumentRequests } from "../lib/metrics/record-request";
import { loadRouteLabeler } from "../lib/metrics/route-label";
import { startNotificationWorker } from "../lib/notifications/worker";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    dev: { type: "boolean", default: false },
  },
});
const env = getEnv();
const port = values.port ? Number(values.port) : env.PORT;

const app = next({ dev: values.dev, hostname: values.hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// The fast path reads the catalogue version once per batch of requests (on the embedded
// database through the socket `npm start` shares it on); none (an embedded database that
// nobody shares): every request goes to Next.
const databaseUrl = env.DATABASE_URL ?? sharedEmbeddedUrl(env);
const versions = databaseUrl ? catalogueVersionReader(databaseUrl) : null;
// The notification outbox worker (lib/notifications/worker.ts), like the version reader on a
// connection of its own: it never takes one from requests, and never shares getDb()'s client
// (kept on globalThis) between this copy of lib/db and the one in Next's bundle.
const notificationDb = env.NOTIFICATION_WORKER && databaseUrl ? createPgClient(databaseUrl, 1) : null;
const notifications = notificationDb
  ? startNotificationWorker(async () => notificationDb, { intervalMs: env.NOTIFICATION_INTERVAL_MS })
  : null;
if (env.NOTIFICATION_WORKER && !notificationDb)
  console.warn(
    "Simpul: notifications wait in the outbox: the embedded database is not shared (use npm start).",
  );

function toNext(request: IncomingMessage, response: ServerResponse): void {
  void withRawRequest(request, () => handle(request, response));
}

// No closure per request before the store is asked: under tsx each one costs a defineProperty.
function listener(request: IncomingMessage, response: ServerResponse): void {
  const answered = versions ? answerFromStore(request, response, versions) : false;
  if (answered === false) toNext(request, response);
  else
    answered.then((sent) => {
      if (!sent) toNext(request, response);
    });
}
// Every request counted and timed by route (GET /api/metrics), fast-path answers included.
const server = createServer(instrumentRequests(listener, loadRouteLabeler()));
server.listen(port, values.hostname, () => {
  console.log(`Simpul: listening on http://${values.hostname ?? "localhost"}:${port}`);
});

const stop = () => {
  server.close();
  const notificationsStopped = notifications?.stop().then(() => notificationDb?.$disconnect());
  void Promise.allSettled([app.close(), versions?.close(), notificationsStopped]).then(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
