-- wrk script: the embed's consent beacon from many visitors, a fresh consent id and address per request
-- (sendBeacon's text/plain JSON, the shop's origin), and a JSON summary on stdout for consent.bench.ts.
local run = os.getenv('BEACON_RUN') or string.format('%08x', os.time() % 0xffffffff)
local origin = os.getenv('BEACON_ORIGIN') or 'https://store.demo.test'
local n = 0

wrk.method = 'POST'
wrk.headers['Content-Type'] = 'text/plain;charset=UTF-8'
wrk.headers['Origin'] = origin
wrk.headers['User-Agent'] =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

request = function()
  n = n + 1
  wrk.headers['X-Forwarded-For'] =
    string.format('10.%d.%d.%d', math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  local body = string.format(
    '{"consent_id":"%s-0000-4000-8000-%012x","banner_version":2,"choice":"accept_all",' ..
      '"granted":["necessary","functional","analytics","marketing"],"denied":[],"gpc":false,' ..
      '"page_url":"https://store.demo.test/products","language":"en"}',
    run, n)
  return wrk.format(nil, nil, nil, body)
end

done = function(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"status_errors":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p99_us":%d}\n',
    summary.requests, summary.duration, summary.errors.status, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, latency:percentile(99)))
end
