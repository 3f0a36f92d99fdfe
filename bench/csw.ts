// CSW benchmarks (issue 5), against a running server on a large catalogue:
//  - GetRecords (Dublin Core brief, 10 records, PropertyIsLike on AnyText), every request
//    unique so none is cached: target p95 < 50 ms.
//  - Cached GetCapabilities and GetRecords throughput, against a bare Node http server that
//    sends the same bytes, measured in the same run: target at least half of it.
import { spawn, spawnSync } from "node:child_process";
import { freePort } from "@/test/support/net";

const WORDS = ["hutan", "sawah", "sungai", "jalan", "batas"];
const GET_RECORDS = (word: string) =>
  `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=brief&maxRecords=10&constraintLanguage=FILTER&constraint=${encodeURIComponent(
    `<Filter><PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><PropertyName>csw:AnyText</PropertyName><Literal>%${word}%</Literal></PropertyIsLike></Filter>`,
  )}`;
const CAPABILITIES = "/csw?service=CSW&request=GetCapabilities";

function wrk(
  baseUrl: string,
  path: string,
  { unique = false, seconds = 10, connections = 8, words = [] as string[] } = {},
) {
  const run = spawnSync(
    "wrk",
    [
      `-t${Math.min(2, connections)}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "-s",
      "bench/wrk-csw.lua",
      baseUrl,
    ],
    {
      env: { ...process.env, CSW_PATH: path, UNIQUE: unique ? "1" : "0", WORDS: words.join(",") },
      encoding: "utf8",
    },
  );
  const line = run.stdout.trim().split("\n").pop() ?? "";
  if (!line.startsWith("{")) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return JSON.parse(line) as Record<string, number>;
}

/** A bare Node http server (its own process) answering every request with these bytes and headers. */
async function bareServer(body: string, headers: Record<string, string>) {
  const port = await freePort();
  const source = `const http=require("http");const body=Buffer.from(process.env.BODY);const headers=JSON.parse(process.env.HEADERS);
    http.createServer((q,s)=>{s.writeHead(200,headers);s.end(body)}).listen(${port},"127.0.0.1",()=>console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", source], {
    env: { BODY: body, HEADERS: JSON.stringify(headers) } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => child.stdout?.once("data", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** fetch, once more on a fresh connection if a kept-alive one was closed meanwhile (wrk ran in between). */
const fetchAgain = (url: string) => fetch(url).catch(() => fetch(url, { headers: { Connection: "close" } }));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Cached throughput against a bare Node server sending the same bytes. The two take turns,
 * three rounds of 5 s each, and the medians are compared: this machine's speed drifts by a
 * fifth within a minute, more than one back-to-back pair can tell apart.
 */
async function cachedAgainstBare(serverUrl: string, path: string) {
  const response = await fetchAgain(`${serverUrl}${path}`);
  const body = await response.text();
  const headers = {
    "Content-Type": response.headers.get("content-type") ?? "application/xml",
    ETag: response.headers.get("etag") ?? "",
  };
  wrk(serverUrl, path, { seconds: 3 }); // warm: the answer is in the cache from here on
  const bare = await bareServer(body, headers);
  try {
    const rounds = [0, 1, 2].map(() => ({
      simpul: wrk(serverUrl, path, { seconds: 5 }),
      bare: wrk(bare.url, "/", { seconds: 5 }),
    }));
    const simpul = median(rounds.map((round) => round.simpul.requestsPerSecond as number));
    const bareNode = median(rounds.map((round) => round.bare.requestsPerSecond as number));
    return {
      bytes: body.length,
      rounds,
      medianRequestsPerSecond: { simpul, bareNode },
      throughputRatio: Number((simpul / bareNode).toFixed(2)),
    };
  } finally {
    bare.stop();
  }
}

/** Runs the CSW measurements against a server on a loaded catalogue. */
export async function benchCsw(serverUrl: string) {
  for (const word of WORDS) await fetchAgain(`${serverUrl}${GET_RECORDS(word)}`); // load the route, warm buffers
  // Each request differs (its own requestId; the words in turn), so none is answered from a cache.
  const uncached = (connections: number) =>
    wrk(serverUrl, GET_RECORDS("__WORD__"), { unique: true, connections, words: WORDS });
  return {
    client: "wrk, 2 threads, 8 connections, 10 s (uncached latency also with 1 connection)",
    getRecordsUncached: {
      oneClient: uncached(1),
      eightClients: uncached(8),
      target: "p95 < 50 ms (a latency: one client; eight show the load the 2 cores take)",
    },
    capabilitiesCached: await cachedAgainstBare(serverUrl, CAPABILITIES),
    getRecordsCached: await cachedAgainstBare(serverUrl, GET_RECORDS("sawah")),
    target: "cached throughput >= 0.5 x bare Node http",
  };
}
