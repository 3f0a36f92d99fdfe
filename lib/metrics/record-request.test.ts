import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { instrumentRequests } from "./record-request";
import { metrics } from "./registry";
import { createRouteLabeler } from "./route-label";

// Every request through the wrapped listener is counted and timed under its route template,
// on a real http server; the in-flight gauge goes up while one is answered and back down after.

const labeler = createRouteLabeler({
  staticRoutes: [{ page: "/csw", regex: "^/csw(?:/)?$" }],
  dynamicRoutes: [{ page: "/api/public/metadata/[id]", regex: "^/api/public/metadata/([^/]+?)(?:/)?$" }],
});

/** The sum of a metric's samples with these labels (a histogram's count: name + "_count"). */
const value = async (name: string, labels: Record<string, string>) => {
  const metric = metrics().registry.getSingleMetric(name.replace(/_count$/, ""));
  const values = (await metric?.get())?.values ?? [];
  return values
    .filter((v) => ((v as { metricName?: string }).metricName ?? name) === name)
    .filter((v) => Object.entries(labels).every(([key, wanted]) => String(v.labels[key]) === wanted))
    .reduce((sum, v) => sum + v.value, 0);
};

describe("request metrics", () => {
  it("counts requests by method, route and status and observes their latency", async () => {
    let inFlightDuring = -1;
    const server = createServer(
      instrumentRequests(async (request, response) => {
        inFlightDuring = (await metrics().inFlight.get()).values[0]?.value ?? -1;
        response.writeHead(request.url?.startsWith("/csw") ? 200 : 404).end("x");
      }, labeler),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const before = {
      csw: await value("simpul_http_requests_total", { method: "GET", route: "/csw", status: "200" }),
      record: await value("simpul_http_requests_total", {
        route: "/api/public/metadata/[id]",
        status: "404",
      }),
      latency: await value("simpul_http_request_duration_seconds_count", { route: "/csw" }),
    };
    try {
      for (const query of ["?a=1", "?a=2", ""]) await (await fetch(`${base}/csw${query}`)).text();
      await (await fetch(`${base}/api/public/metadata/abc`, { method: "DELETE" })).text();
      await (await fetch(`${base}/api/public/metadata/def`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(inFlightDuring).toBeGreaterThanOrEqual(1);
    expect((await metrics().inFlight.get()).values[0]?.value).toBe(0);
    expect(
      (await value("simpul_http_requests_total", { method: "GET", route: "/csw", status: "200" })) -
        before.csw,
    ).toBe(3);
    expect(
      (await value("simpul_http_requests_total", { route: "/api/public/metadata/[id]", status: "404" })) -
        before.record,
    ).toBe(2);
    expect(
      await value("simpul_http_requests_total", { method: "DELETE", route: "/api/public/metadata/[id]" }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await value("simpul_http_request_duration_seconds_count", { route: "/csw" })) - before.latency,
    ).toBe(3);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(
      /^simpul_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/csw"\} \d+$/m,
    );
    expect(text).toMatch(/^simpul_process_cpu_seconds_total \d/m); // default metrics, prefixed
  });
});
