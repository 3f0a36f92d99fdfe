import { EmbeddedDatabaseBusyError } from "./embedded";

// Errors that mean "the database cannot be reached right now", as opposed to a bug: callers
// answer them with 503 and a retry hint instead of 500.

// P2028: a transaction that could not start or finish in time (Prisma's maxWait and timeout),
// which is what a database that stopped answering on open connections gives a write.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);
/**
 * SQLSTATE: class 08 (connection exception), admin shutdown, cannot connect now, too many
 * connections, and a statement cancelled by statement_timeout (an overloaded or stuck database).
 */
const SQLSTATE = /^(08...|57P01|57P03|53300|57014)$/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
  kind?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof EmbeddedDatabaseBusyError) return true;
    const e = current as ErrorLike;
    const code = typeof e.code === "string" ? e.code : "";
    if (PRISMA_CODES.has(code) || NODE_CODES.has(code) || SQLSTATE.test(code)) return true;
    const kind = e.meta?.driverAdapterError?.cause?.kind ?? e.kind;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (
      typeof e.message === "string" &&
      // The second: pg's answer to a query on a client whose connection broke (e.g. mid-transaction).
      // The last: no answer on an open connection within query_timeout (lib/db/client.ts).
      /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect|^Query read timeout/.test(
        e.message,
      )
    ) {
      return true;
    }
    // Prisma keeps the adapter's error (whose cause holds the SQLSTATE, e.g. 57P01 when the
    // server shuts down) in meta, not in cause.
    current = e.cause ?? e.meta?.driverAdapterError;
  }
  return false;
}
