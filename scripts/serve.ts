// The HTTP server `npm start` runs (`scripts/start.ts` migrates the database first, and asks it
// to prepare the database before it listens: --prepare-database): Next's
// request handler behind a plain Node http server, so that repeated GET /csw requests are
// answered from the rendered-response store before Next (lib/http/fast-path.ts), and every
// other CSW request by the build's /csw route handlers without Next's routing
// (lib/http/built-route.ts). Options as
// `next start`: -p/--port (or PORT), -H/--hostname; --dev runs Next's development server.
// scripts/start.ts runs it in its own process (serve()), beside the embedded database's thread
// when there is no DATABASE_URL.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import next from "next";
import { inRequestScope } from "../lib/cache/catalogue-version";
import { catalogueVersionReader } from "../lib/cache/catalogue-version-reader";
import { startRenderingWorker } from "../lib/catalogue/records/rendering-worker";
import { createPgClient } from "../lib/db/client";
import { sharedEmbeddedUrl } from "../lib/db/embedded";
import { getEnv } from "../lib/env";
import { harvestRunning } from "../lib/harvest/schedule";
import { logRequests, requestIdOf } from "../lib/http/access-log";
import { answerWithHandler, loadBuiltRoute, nextOrigin } from "../lib/http/built-route";
import { answerFromStore, readPostSpelling } from "../lib/http/fast-path";
import { withRawRequest } from "../lib/http/raw-request";
import {
  clientErrorOf,
  malformedRequest,
  rawClientErrorResponse,
  rawErrorAnswer,
} from "../lib/http/refuse-malformed";
import { logConsoleOutput, logger, writeLogLine } from "../lib/log/logger";
import { withRequestId } from "../lib/log/request-context";
import { instrumentRequests } from "../lib/metrics/record-request";
import { loadRouteLabeler } from "../lib/metrics/route-label";
import { startNotificationWorker } from "../lib/notifications/worker";
import { prepareDatabase } from "./prepare-database";

/**
 * Records the renderer takes a batch on the embedded database. Each batch's renderings go in one
 * statement through the database's socket into its thread: the first start of a new embedded
 * catalogue (its demo records rendered just after it listens) peaked at 637–659 MB with 50 a
 * batch, 556 with 25, 521–526 with 20 and 503–504 with 10 (without the renderer: 511). On a
 * PostgreSQL server batches stay at 50: 10 took 40 % longer there (3,000 records: 53–56 s
 * against 37–41), for no memory of the server's.
 */
const EMBEDDED_RENDER_BATCH = 10;

const isCswPath = (url: string | undefined) => url === "/csw" || url?.startsWith("/csw?") === true;

export interface ServeOptions {
  dev: boolean;
  /** Prepares the database before listening (scripts/prepare-database.ts); scripts/start.ts asks it in both modes. */
  prepareDatabase?: boolean;
  port: number;
  hostname?: string;
}

/** Starts the server; resolves once it listens, with a function that stops it and what it started. */
export async function serve({
  dev,
  port,
  hostname,
  prepareDatabase: prepareFirst = false,
}: ServeOptions): Promise<{ stop(): Promise<void> }> {
  const env = getEnv();
  logConsoleOutput();
  const databaseUrl = env.DATABASE_URL ?? sharedEmbeddedUrl(env);
  if (prepareFirst) {
    if (!databaseUrl)
      throw new Error(
        "--prepare-database: there is no database to prepare (no DATABASE_URL, and no shared embedded one)",
      );
    await prepareDatabase(createPgClient(databaseUrl, 2), env.SEED_DEMO_DATA);
  }
  // tsx (which runs these scripts) turns source maps on; Node then reads and keeps the map of
  // every module it loads, and the production build's server chunks have 40 MB of them: a heap
  // that much larger makes every major garbage collection of a busy server cost more. `next
  // start` runs without them too; an operator who wants them asks with --enable-source-maps.
  const askedForSourceMaps = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].includes(
    "--enable-source-maps",
  );
  if (!dev && !askedForSourceMaps) process.setSourceMapsEnabled(false);
  const app = next({ dev, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // CSW is answered by its route's handlers without Next's routing (lib/http/built-route.ts).
  const csw = dev ? null : await loadBuiltRoute(process.cwd(), "csw");
  if (!dev && !csw)
    logger().warn("the build's /csw route could not be loaded: Next routes every CSW request");
  // The fast path reads the catalogue version once per batch of requests (on the embedded
  // database through the socket `npm start` shares it on); none (an embedded database that
  // nobody shares): every request goes to Next.
  const versions = databaseUrl ? catalogueVersionReader(databaseUrl) : null;
  // The notification outbox worker (lib/notifications/worker.ts), like the version reader on a
  // connection of its own: it never takes one from requests, and never shares getDb()'s client
  // (kept on globalThis) between this copy of lib/db and the one in Next's bundle.
  const notificationDb =
    env.NOTIFICATION_WORKER && databaseUrl
      ? createPgClient(databaseUrl, 1, env.DB_STATEMENT_TIMEOUT_MS)
      : null;
  const notifications = notificationDb
    ? startNotificationWorker(async () => notificationDb, { intervalMs: env.NOTIFICATION_INTERVAL_MS })
    : null;
  if (env.NOTIFICATION_WORKER && !notificationDb)
    logger().warn("notifications wait in the outbox: the embedded database is not shared (use npm start)");
  // The renderer stores what CSW reads (lib/catalogue/records/rendering-worker.ts), on a
  // connection of its own for the same reasons; it leaves the CPU to a harvest run going on.
  const renderingDb = databaseUrl ? createPgClient(databaseUrl, 1, env.DB_STATEMENT_TIMEOUT_MS) : null;
  const renderer =
    renderingDb && versions
      ? startRenderingWorker(
          async () => renderingDb,
          () => versions.read(),
          {
            busy: () => harvestRunning(renderingDb),
            ...(env.embedded ? { batch: EMBEDDED_RENDER_BATCH } : {}),
          },
        )
      : null;

  // Log lines written while Next handles the request carry its id (lib/log/request-context.ts).
  // One request scope (lib/cache/catalogue-version.ts): the catalogue version is read once per
  // request, or not at all when the fast path read it for this request already.
  const toNext = (
    request: IncomingMessage,
    response: ServerResponse,
    version?: bigint,
    postSpelling?: string | null,
  ): void => {
    const requestId = requestIdOf(request) ?? "";
    response.setHeader("X-Request-Id", requestId);
    const method = request.method === "GET" || request.method === "POST" ? request.method : null;
    const handler = csw && method && isCswPath(request.url) ? csw[method] : undefined;
    const toHandle = () => handle(request, response);
    const handled = handler
      ? () => answerWithHandler(handler, request, response, nextOrigin(request, hostname, port), toHandle)
      : toHandle;
    void withRequestId(requestId, () =>
      withRawRequest(request, () => inRequestScope(handled, version), postSpelling),
    );
  };

  /** The store's answer for a request (a POST once its body is read and spelled), else Next's. */
  const answer = (request: IncomingMessage, response: ServerResponse, postSpelling?: string): void => {
    const answered = versions ? answerFromStore(request, response, versions, postSpelling) : false;
    if (answered === false) toNext(request, response, undefined, postSpelling);
    else
      answered.then((sent) => {
        if (sent !== true) toNext(request, response, sent === false ? undefined : sent, postSpelling);
      });
  };

  // No closure per request before the store is asked: under tsx each one costs a defineProperty.
  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    const malformed = malformedRequest(request);
    if (malformed) {
      const { status, headers, body } = rawErrorAnswer(malformed, request.url);
      response.writeHead(status, { ...headers, "X-Request-Id": requestIdOf(request) ?? "" }).end(body);
      return;
    }
    const post = versions ? readPostSpelling(request) : null;
    if (post)
      void post.then(({ spelling, request: readable }) =>
        spelling === null ? toNext(readable, response) : answer(readable, response, spelling),
      );
    else answer(request, response);
  };
  // Every request counted and timed by route (GET /api/metrics) and logged, fast-path answers included.
  const labelRoute = loadRouteLabeler();
  const logged = logRequests(listener, {
    levelEnabled: (level) => logger().isLevelEnabled(level),
    writeLine: writeLogLine,
    labelRoute,
    trustProxy: env.TRUST_PROXY > 0,
  });
  const server = createServer(instrumentRequests(logged, labelRoute));
  // What Node's parser refuses (bad request lines, oversized headers) gets the same JSON error.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) socket.destroy();
    else socket.end(rawClientErrorResponse(clientErrorOf(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  logger().info({ url: `http://${hostname ?? "localhost"}:${port}`, dev }, "listening");

  return {
    async stop() {
      server.close();
      const notificationsStopped = notifications?.stop().then(() => notificationDb?.$disconnect());
      const rendererStopped = renderer?.stop().then(() => renderingDb?.$disconnect());
      await Promise.allSettled([app.close(), versions?.close(), notificationsStopped, rendererStopped]);
    },
  };
}

/** Options as `next start` takes them: -p/--port (or PORT), -H/--hostname, --dev; and --prepare-database. */
export function serveOptions(args: string[]): ServeOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
      dev: { type: "boolean", default: false },
      "prepare-database": { type: "boolean", default: false },
    },
  });
  return {
    dev: values.dev,
    prepareDatabase: values["prepare-database"],
    port: values.port ? Number(values.port) : getEnv().PORT,
    hostname: values.hostname,
  };
}

/** Stops `running` on SIGINT or SIGTERM, then `after`, then exits (at the latest after 5 s). */
export function stopOnSignals(running: { stop(): Promise<void> }, after?: () => Promise<void>): void {
  const stop = () => {
    setTimeout(() => process.exit(0), 5_000).unref();
    void running
      .stop()
      .then(after)
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Run directly (tests start it so, on a database prepared before).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  stopOnSignals(await serve(serveOptions(process.argv.slice(2))));
}
