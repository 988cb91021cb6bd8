/**
 * The cookie scanner on a 100-page fixture site (loopback, fake hostnames through Chromium's
 * host-resolver rules): pages per second and peak memory (this Node process and Chromium's processes
 * together), for the plain pass and for a three-state scan (plain + 'Reject all' + GPC on 20 pages).
 *
 *   npm run bench:scan            (PAGES=100 by default)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { launchScannerBrowser } from '../server/src/modules/cookieConsent/scanner/scanner.browser.ts';
import { scanSite } from '../server/src/modules/cookieConsent/scanner/scanner.crawl.ts';
import { HOST_RESOLVER_RULES, serveFixtureSite } from '../server/test/scanner/fixture-sites.ts';

const PAGES = Number(process.env.PAGES ?? 100);

/** Resident memory (bytes) of this process and every process below it (Chromium's). */
function treeRss(): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      parents.set(pid, ppid);
      rss.set(pid, kb * 1024);
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  for (const pid of rss.keys()) {
    let p: number | undefined = pid;
    while (p !== undefined && p > 1 && p !== process.pid) p = parents.get(p);
    if (p === process.pid) total += rss.get(pid) ?? 0;
  }
  return total;
}

async function measure<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = treeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss());
  }, 100);
  const start = performance.now();
  try {
    const result = await run();
    return { result, seconds: (performance.now() - start) / 1000, peakMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

const site = await serveFixtureSite({ pages: PAGES });
const browser = await launchScannerBrowser({ hostResolverRules: HOST_RESOLVER_RULES });
try {
  const base = {
    startUrl: `${site.shop}/`,
    domains: [new URL(site.shop).hostname],
    maxPages: PAGES + 1,
    allowPrivate: true,
    hostResolverRules: HOST_RESOLVER_RULES,
    browser,
  };
  const plain = await measure(() => scanSite({ ...base, mode: 'plain' }));
  const pages = plain.result.pages.length;
  console.log(
    `plain pass: ${pages} pages in ${plain.seconds.toFixed(1)} s = ${(pages / plain.seconds).toFixed(2)} pages/s, ` +
      `${plain.result.cookies.length} cookies, peak memory ${plain.peakMb} MB (Node + Chromium)`,
  );
  const urls = plain.result.pages.map((p) => p.url).slice(0, 20);
  const three = await measure(async () => {
    const again = await scanSite({ ...base, mode: 'plain' });
    await scanSite({ ...base, mode: 'reject', urls, maxPages: urls.length });
    await scanSite({ ...base, mode: 'gpc', urls, maxPages: urls.length });
    return again.pages.length + 2 * urls.length;
  });
  console.log(
    `three-state scan: ${three.result} page visits in ${three.seconds.toFixed(1)} s = ` +
      `${(three.result / three.seconds).toFixed(2)} visits/s, peak memory ${three.peakMb} MB`,
  );
} finally {
  await browser.close();
  await site.close();
}
