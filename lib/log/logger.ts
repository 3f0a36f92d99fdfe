import { createRequire } from "node:module";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv } from "../env";
import { currentRequestId } from "./request-context";

// The server's log: one JSON object per line on standard output (pino), for a collector to
// read; pretty lines in development (npm run dev). LOG_LEVEL sets how much. One output per
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

/** Milliseconds a line may wait in the buffer of an idle server. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Standard output, written asynchronously in chunks of at least 4 KiB (a busy server makes one
 * system call per some 30 access lines instead of one each), flushed every second and at exit.
 */
function bufferedStandardOutput(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.on("exit", () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing more can be written at exit.
    }
  });
  return destination;
}

/** `,"time":"2026-11-25T12:00:00.000Z"`, formatted once per millisecond, not once per line. */
let lastMillisecond = 0;
let lastTime = "";
function isoTime(): string {
  const now = Date.now();
  if (now !== lastMillisecond) {
    lastMillisecond = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

interface Loggers {
  logger: Logger;
  destination: DestinationStream;
}

function createLoggers(): Loggers {
  const env = getEnv();
  const destination =
    (env.NODE_ENV === "development" ? prettyStream() : undefined) ?? bufferedStandardOutput();
  return {
    destination,
    logger: pino(
      {
        level: env.LOG_LEVEL,
        base: { pid: process.pid },
        timestamp: isoTime,
        formatters: { level: (label: string) => ({ level: label }) },
        serializers: { err: serializeError, error: serializeError },
        redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
        mixin() {
          const requestId = currentRequestId();
          return requestId ? { requestId } : {};
        },
      },
      destination,
    ),
  };
}

const holder = globalThis as unknown as { simpulLoggers?: Loggers };
const loggers = (): Loggers => {
  holder.simpulLoggers ??= createLoggers();
  return holder.simpulLoggers;
};

/** The process's logger. */
export const logger = (): Logger => loggers().logger;

/**
 * Writes a line built elsewhere in the logger's own format (the access log's, which builds its
 * few fields itself: pino's serializer, redaction and mixin cost more than the fast path's whole
 * answer), with `time` and `pid` as the logger writes them. `fields` is the JSON object's inside
 * after them: `"level":"info"` comes first, and `"msg"` last.
 */
export function writeLogLine(level: string, fields: string): void {
  loggers().destination.write(`{"level":"${level}"${isoTime()},"pid":${process.pid},${fields}}\n`);
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
