-- wrk script for /csw (bench/csw.ts). CSW_PATH is the request path and query. With UNIQUE=1 every
-- request gets its own requestId, so no answer comes from the response cache (uncached load),
-- and the word __WORD__ in the path takes each of WORDS (comma-separated) in turn.
local path = os.getenv("CSW_PATH") or "/csw?service=CSW&request=GetCapabilities"
local unique = os.getenv("UNIQUE") == "1"
local words = {}
for word in string.gmatch(os.getenv("WORDS") or "", "[^,]+") do words[#words + 1] = word end
local i = 0

request = function()
  i = i + 1
  if not unique then return wrk.format("GET", path) end
  local target = path
  if #words > 0 then target = string.gsub(path, "__WORD__", words[i % #words + 1]) end
  return wrk.format("GET", target .. "&requestId=" .. i .. "-" .. math.random(1, 1e9))
end

done = function(summary, latency)
  io.write(string.format(
    '{"requests":%d,"non2xx":%d,"p50Ms":%.2f,"p95Ms":%.2f,"p99Ms":%.2f,"requestsPerSecond":%.0f}\n',
    summary.requests, summary.errors.status, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6)))
end
