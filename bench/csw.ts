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

function wrk(baseUrl: string, path: string, { unique = false, seconds = 10 } = {}) {
  const run = spawnSync("wrk", ["-t2", "-c8", `-d${seconds}s`, "-s", "bench/wrk-csw.lua", baseUrl], {
    env: { ...process.env, CSW_PATH: path, UNIQUE: unique ? "1" : "0" },
    encoding: "utf8",
  });
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

async function cachedAgainstBare(serverUrl: string, path: string) {
  const response = await fetchAgain(`${serverUrl}${path}`);
  const body = await response.text();
  const headers = {
    "Content-Type": response.headers.get("content-type") ?? "application/xml",
    ETag: response.headers.get("etag") ?? "",
  };
  wrk(serverUrl, path, { seconds: 3 }); // warm: the answer is in the cache from here on
  const simpul = wrk(serverUrl, path);
  const bare = await bareServer(body, headers);
  try {
    const baseline = wrk(bare.url, "/");
    return {
      bytes: body.length,
      simpul,
      bareNode: baseline,
      throughputRatio: Number(
        ((simpul.requestsPerSecond as number) / (baseline.requestsPerSecond as number)).toFixed(2),
      ),
    };
  } finally {
    bare.stop();
  }
}

/** Runs the CSW measurements against a server on a loaded catalogue. */
export async function benchCsw(serverUrl: string) {
  for (const word of WORDS) await fetchAgain(`${serverUrl}${GET_RECORDS(word)}`); // load the route, warm buffers
  const uncached = wrk(serverUrl, GET_RECORDS("hutan"), { unique: true });
  return {
    client: "wrk, 2 threads, 8 connections, 10 s",
    getRecordsUncached: { ...uncached, target: "p95 < 50 ms" },
    capabilitiesCached: await cachedAgainstBare(serverUrl, CAPABILITIES),
    getRecordsCached: await cachedAgainstBare(serverUrl, GET_RECORDS("sawah")),
    target: "cached throughput >= 0.5 x bare Node http",
  };
}
