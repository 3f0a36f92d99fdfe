import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type HostileRequest, type HostileResponse, sendHostile } from "./hostile-client";

// Hostile input cases (issue 10) and what every answer to one must satisfy: the right status, a
// JSON error (REST) or an OGC ExceptionReport (/csw), no internals, and promptly.

/** "4xx": any client error; "not5xx": also a success where the input is legitimately acceptable. */
export type Expected = "4xx" | "not5xx" | readonly number[];
/**
 * What an answer's body must be: a JSON error; JSON of any shape (GET /api/verify answers 404
 * with {"valid":false}, spec 4.1); an ExceptionReport; an RFC 9457 problem object (OGC API);
 * or (pages) anything but a 5xx.
 */
export type Format = "json" | "anyJson" | "csw" | "page" | "problem";

export interface HostileCase extends HostileRequest {
  name: string;
  expect: Expected;
  format: Format;
  /** Time allowed for the answer (ms): 1 s, more only where sending the input itself takes time. */
  withinMs?: number;
}

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const PASSWD = readFileSync("/etc/passwd", "utf8").split("\n")[0] as string;

/** What an answer must never contain: stack frames, paths, the ORM, SQL, a local file. */
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\n\s+at \S.*[(:]\d+/],
  ["node_modules", /node_modules/],
  ["a server path", new RegExp(`${ROOT.replace(/[/.]/g, "\\$&")}|/work/|\\.next/server`)],
  ["Prisma", /prisma/i],
  ["SQL", /\bSELECT\b[\s\S]{0,200}\bFROM\b|\bsyntax error at\b|\bpg_|relation "/],
  ["/etc/passwd", new RegExp(PASSWD.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
];

/** Why the answer to `c` is wrong ([] when it is right). */
export function problemsOf(c: HostileCase, r: HostileResponse): string[] {
  const problems: string[] = [];
  const text = r.body.toString("utf8");
  const ok =
    c.expect === "4xx"
      ? r.status >= 400 && r.status < 500
      : c.expect === "not5xx"
        ? r.status >= 200 && r.status < 500
        : c.expect.includes(r.status);
  if (!ok) problems.push(`status ${r.status}, expected ${String(c.expect)}`);
  if (r.status >= 400 && c.format === "json") {
    try {
      const { error } = JSON.parse(text);
      if (
        typeof error?.code !== "string" ||
        typeof error.message !== "string" ||
        typeof error.details !== "object"
      )
        problems.push("not a JSON error");
    } catch {
      problems.push(`not JSON: ${text.slice(0, 120)}`);
    }
  }
  if (r.status >= 400 && c.format === "anyJson") {
    try {
      JSON.parse(text);
    } catch {
      problems.push(`not JSON: ${text.slice(0, 120)}`);
    }
  }
  if (r.status >= 400 && c.format === "problem") {
    try {
      const problem = JSON.parse(text);
      if (
        problem.status !== r.status ||
        typeof problem.title !== "string" ||
        typeof problem.detail !== "string"
      )
        problems.push(`not a problem object: ${text.slice(0, 120)}`);
    } catch {
      problems.push(`not JSON: ${text.slice(0, 120)}`);
    }
  }
  if (r.status >= 400 && c.format === "csw" && !/ExceptionReport/.test(text) && !/"error"/.test(text))
    problems.push(`not an ExceptionReport: ${text.slice(0, 120)}`);
  for (const [what, pattern] of LEAKS)
    if (pattern.test(text) || pattern.test(r.head))
      problems.push(`leaks ${what}: ${pattern.exec(text)?.[0]}`);
  // Checked last: runCases asks again when lateness is the only problem.
  if (r.ms > (c.withinMs ?? 1000)) problems.push(`took ${Math.round(r.ms)} ms`);
  return problems;
}

export interface CaseRun {
  sent: number;
  /** Cases asked again after a late answer. */
  retried: number;
  /** The slowest answer counted (ms). */
  slowestMs: number;
  failures: string[];
  responses: Map<string, HostileResponse>;
}

/**
 * Sends the cases one after another (timings stay honest); collects what is wrong. An answer
 * that is right but late is asked again once: on a machine shared with other work a single
 * slow answer is the scheduler's; a second one is the server's.
 */
export async function runCases(base: string, cases: HostileCase[], run: CaseRun): Promise<void> {
  for (const c of cases) {
    let response = await sendHostile(base, c);
    run.sent++;
    let problems = problemsOf(c, response);
    if (problems.length === 1 && problems[0]?.startsWith("took ")) {
      response = await sendHostile(base, c);
      run.sent++;
      run.retried++;
      problems = problemsOf(c, response);
    }
    run.slowestMs = Math.max(run.slowestMs, response.ms);
    run.responses.set(c.name, response);
    if (problems.length) run.failures.push(`${c.name}: ${problems.join("; ")}`);
  }
}

const enc = encodeURIComponent;

/** Numbers no numeric parameter should take at face value (already URL-encoded). */
export const ABSURD_NUMBERS = [
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "-Infinity",
  "9223372036854775808",
  "9999999999999999999999",
  "0x10",
  enc(" 1"),
  "1.5",
  "-1",
  "1e-400",
];

/** SQL metacharacters, Unicode tricks, broken encodings and length (already URL-encoded; some deliberately invalid). */
export const HOSTILE_STRINGS = [
  enc("' OR 1=1--"),
  enc(`"; DROP TABLE "Metadata"; --`),
  enc("/* */ UNION ALL"),
  enc("\\"),
  enc("%_"),
  "%00",
  "a%00b",
  enc("\u202Egnp.exe"), // RTL override
  enc("a\u200Bb\uFEFFc"), // zero-width
  "%ED%A0%80", // a lone surrogate in UTF-8
  "%C0%AF", // overlong "/"
  "%FF%FE",
  "%",
  "%zz",
  enc("ѕеlеct"), // Cyrillic homoglyphs
  enc("x".repeat(100_000)),
];

/** Path segments: traversal, broken encodings, odd ids (already URL-encoded). */
export const HOSTILE_SEGMENTS = [
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%5C..%5Cwindows%5Cwin.ini",
  "%2e%2e",
  "a%00.xml",
  "%ED%A0%80",
  "%C0%AF",
  "%FF",
  "%",
  enc("' OR '1'='1"),
  enc("\u202Efdp.exe"),
  "x".repeat(2_000),
  "9223372036854775808",
];

export interface ApiRoute {
  /** e.g. /api/metadata/[id]/status */
  template: string;
  /** Methods with a handler of their own (not the 405 answer). */
  handled: string[];
}

/** Every route under app/api, from the file system: a new route cannot be left out. */
export function apiRoutes(): ApiRoute[] {
  const dir = path.join(ROOT, "app/api");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith("route.ts"))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8");
      const handled = [
        ...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g),
        ...source.matchAll(/\w+ as (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((m) => m[1] as string);
      const template = `/api/${path.dirname(file)}`.replace(/\/\([^)]*\)/g, "");
      return { template, handled };
    })
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** The template with its segments filled in from `values` (by segment name). */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => values[name] ?? "x");

export const segmentsOf = (template: string) =>
  [...template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1] as string);

export const newRun = (): CaseRun => ({
  sent: 0,
  retried: 0,
  slowestMs: 0,
  failures: [],
  responses: new Map(),
});

/** The line the suites print once, for the note. */
export const summary = (suite: string, engine: string, run: CaseRun) =>
  `${suite} (${engine}): ${run.sent} hostile requests sent (${run.retried} asked again after a late answer); slowest answer counted ${Math.round(run.slowestMs)} ms.`;
