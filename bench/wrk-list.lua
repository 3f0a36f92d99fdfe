-- wrk script for GET /api/public/metadata (bench/run.ts). MODE: first = unfiltered first page;
-- search = q + bbox over 10 words x 5 province boxes; cold = the same with every request
-- made unique (a 1e-7 degree nudge to bboxW), so no answer comes from the catalogue cache;
-- page = the portal's server-rendered /katalog?q=word (10 words in turn); pagecold = /katalog
-- with q + bbox made unique like cold; pageq = /katalog?q= with the word repeated 1-16 times
-- (the same matches, but a new cache key: 160 distinct uncached searches).
local words = { "hutan", "mangrove", "sungai", "jalan", "banjir", "sawah", "penduduk", "pesisir", "longsor", "batas" }
local boxes = {
  { -5.9, -7.8, 108.8, 106.4 }, { -8.1, -8.9, 115.7, 114.4 }, { 2.4, -2.4, 119.0, 113.8 },
  { -1.9, -7.8, 121.8, 118.8 }, { 0.8, -2.3, 104.0, 100.0 },
}
local mode = os.getenv("MODE") or "first"
local i = 0

request = function()
  i = i + 1
  if mode == "first" then return wrk.format("GET", "/api/public/metadata") end
  if mode == "page" then return wrk.format("GET", "/katalog?q=" .. words[(i % #words) + 1]) end
  if mode == "pageq" then
    local repeats = (math.floor(i / #words) % 16) + 1
    return wrk.format("GET", "/katalog?q=" .. string.rep(words[(i % #words) + 1], repeats, "+"))
  end
  local b = boxes[(i % #boxes) + 1]
  local w = words[(math.floor(i / #boxes) % #words) + 1]
  local west = b[4]
  if mode == "cold" or mode == "pagecold" then west = west + i * 1e-7 end
  local path = mode == "pagecold" and "/katalog" or "/api/public/metadata"
  return wrk.format("GET", string.format(
    "%s?q=%s&bboxN=%s&bboxS=%s&bboxE=%s&bboxW=%.7f", path, w, b[1], b[2], b[3], west))
end

done = function(summary, latency)
  io.write(string.format(
    '{"requests":%d,"non2xx":%d,"p50Ms":%.1f,"p95Ms":%.1f,"p99Ms":%.1f,"maxMs":%.1f,"requestsPerSecond":%.0f}\n',
    summary.requests, summary.errors.status, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, summary.requests / (summary.duration / 1e6)))
end
