-- wrk script for /csw (bench/csw.ts). PATH is the request path and query. With UNIQUE=1 every
-- request gets its own requestId, so no answer comes from the response cache (uncached load).
local path = os.getenv("CSW_PATH") or "/csw?service=CSW&request=GetCapabilities"
local unique = os.getenv("UNIQUE") == "1"
local i = 0

request = function()
  i = i + 1
  if unique then return wrk.format("GET", path .. "&requestId=" .. i .. "-" .. math.random(1, 1e9)) end
  return wrk.format("GET", path)
end

done = function(summary, latency)
  io.write(string.format(
    '{"requests":%d,"non2xx":%d,"p50Ms":%.2f,"p95Ms":%.2f,"p99Ms":%.2f,"requestsPerSecond":%.0f}\n',
    summary.requests, summary.errors.status, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6)))
end
