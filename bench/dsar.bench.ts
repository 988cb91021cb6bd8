/**
 * DSAR's figures (issue 15), each beside a baseline measured in the same run:
 * - the request inbox over 1M requests: p95 of its first page, a filtered page, a name search and a
 *   page 200 pages deep (goal ≤ 50 ms), against the p95 of GET /user on the same server;
 * - public submissions per second through the hosted form's API (captcha spent, request, first
 *   timeline entry and confirmation mail committed before the answer), and that none is lost.
 *
 *   npm run bench:dsar                              (PGlite)
 *   scripts/with-postgres.sh npm run bench:dsar     (PostgreSQL too)
 *   BENCH_PARTS=inbox,submit; BENCH_REQUESTS (default 1,000,000); BENCH_SECONDS (default 10)
 */
import { measureInbox, measureSubmissions } from './support/dsar-figures.ts';

const parts = new Set((process.env.BENCH_PARTS ?? 'inbox,submit').split(','));
const databases: Array<string | undefined> = [undefined];
if (process.env.DATABASE_URL) databases.push(process.env.DATABASE_URL);
const verdicts: string[] = [];

for (const databaseUrl of databases) {
  if (parts.has('inbox')) {
    const f = await measureInbox(databaseUrl);
    console.log(
      `| server | requests | GET /user p95 | first page p95 | filtered p95 | search p95 | 200 pages deep p95 |\n|---|---|---|---|---|---|---|\n| ${f.server} | ${f.requests.toLocaleString('en')} | ${f.userP95} ms | ${f.firstP95} ms | ${f.filteredP95} ms | ${f.searchP95} ms | ${f.deepP95} ms |\n`,
    );
    const worst = Math.max(f.firstP95, f.filteredP95, f.searchP95, f.deepP95);
    verdicts.push(
      `${worst <= 50 ? 'met' : 'NOT met'}: ${f.server} inbox p95 ≤ 50 ms at 1M (worst ${worst} ms)`,
    );
  }
  if (parts.has('submit')) {
    const f = await measureSubmissions(databaseUrl);
    console.log(
      `| server | in flight | acknowledged/s | p99 ms | acknowledged | stored | GET /health req/s (same server) |\n|---|---|---|---|---|---|---|\n| ${f.server} | ${f.concurrency} | ${f.perSecond} | ${f.p99} | ${f.acknowledged} | ${f.stored} | ${f.healthPerSecond} |\n`,
    );
    verdicts.push(
      `${f.acknowledged > 0 && f.stored === f.acknowledged ? 'met' : 'NOT met'}: ${f.server} no acknowledged submission lost (${f.stored}/${f.acknowledged})`,
    );
  }
}
console.log(verdicts.join('\n'));
