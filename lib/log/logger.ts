import { createRequire } from "node:module";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv } from "../env";
import { currentRequestId } from "./request-context";

// The server's log: one JSON object per line on standard output (pino), for a collector to
// read; pretty lines in development (npm run dev). LOG_LEVEL sets how much. One logger per
// process, on globalThis: Next's bundle and the custom server each load their own copy of this
// module, and two writers on one pipe could interleave long lines.
//
// Never logged: cookies, passwords, secrets and tokens (redacted by key wherever they sit), nor
// the password of a connection URL quoted in an error message.

const REDACTED_KEYS = [
  "password",
  "passwordHash",
  "cookie",
  "authorization",
  "secret",
  "token",
  "sessionSecret",
];

/** `scheme://user:password@host` with the password masked, wherever it appears in a text. */
export const maskUrlPasswords = (text: string): string =>
  text.replace(/([a-z][\w+.-]*:\/\/[^\s/:@]*:)[^\s/@]+@/gi, "$1***@");

/** An error as a log field: type, message, stack and causes, with URL passwords masked. */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error) as unknown as Record<string, unknown>;
  for (const key of ["message", "stack"])
    if (typeof serialized[key] === "string") serialized[key] = maskUrlPasswords(serialized[key] as string);
  return serialized;
}

function prettyStream(): DestinationStream | undefined {
  try {
    // A development dependency: absent from a production installation, which logs JSON.
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", sync: true });
  } catch {
    return undefined;
  }
}

function createLogger(): Logger {
  const env = getEnv();
  const pretty = env.NODE_ENV === "development" ? prettyStream() : undefined;
  // Asynchronous writes: a burst of requests is written in few system calls instead of one
  // each; an idle server still writes each line at once. Flushed when the process exits.
  const destination = pretty ?? pino.destination({ dest: 1, sync: false });
  if (!pretty)
    process.on("exit", () => {
      try {
        (destination as DestinationStream & { flushSync(): void }).flushSync();
      } catch {
        // Nothing more can be written at exit.
      }
    });
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

const holder = globalThis as unknown as { simpulLogger?: Logger };

/** The process's logger. */
export function logger(): Logger {
  holder.simpulLogger ??= createLogger();
  return holder.simpulLogger;
}

/**
 * Sends what the process writes through `console` (Next's own messages, libraries) to the log,
 * so standard output holds nothing but JSON lines. An Error among the arguments becomes `err`.
 */
export function logConsoleOutput(): void {
  const log = logger();
  const toLog =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]): void => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = error === undefined ? args : args.filter((arg) => arg !== error);
      const message = format(...rest).trim();
      if (error === undefined) log[level](message);
      else log[level]({ err: error }, message || (error as Error).message);
    };
  console.debug = toLog("debug");
  console.log = toLog("info");
  console.info = toLog("info");
  console.warn = toLog("warn");
  console.error = toLog("error");
}
