/**
 * Cookie Consent II's figures (issue 14), each against a baseline measured in the same run:
 * - the embed's size, gzip (the first-paint budget is 8 KB);
 * - the public config endpoint against a bare node:http server answering the same bytes (goal ≥ 0.6×,
 *   p99 < 10 ms);
 * - acknowledged consent records per second, and that none of them is lost (PGlite ≥ 5,000/s;
 *   PostgreSQL ≥ 15,000/s when DATABASE_URL is set);
 * - the Consent Tracking list's p95 over 1M records (≤ 50 ms) and the dashboard over 10M (≤ 200 ms),
 *   against the p95 of GET /user on the same server;
 * - the accept click's interaction latency in Chromium (goal ≤ 10 ms), against a page's plain button.
 *
 *   npm run bench:consent                       (PGlite)
 *   scripts/with-postgres.sh npm run bench:consent   (PostgreSQL too)
 *   BENCH_PARTS=size,config,ingest,reads,inp    (a subset); BENCH_SECONDS per load case (default 10)
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';
import { measureAcceptInp } from './support/consent-inp.ts';
import { measureReads } from './support/consent-reads.ts';
import { embedSizes } from './support/embed-sizes.ts';
import { freshPostgres } from './support/fresh-postgres.ts';
import {
  bare,
  bareServer,
  connections,
  cpuUs,
  demoToken,
  load,
  seconds,
  startPortal,
} from './support/harness.ts';
import { BEACONS_SCRIPT, wrk } from './support/wrk.ts';

const parts = new Set((process.env.BENCH_PARTS ?? 'size,config,ingest,reads,inp').split(','));
// BENCH_PGLITE=0 measures PostgreSQL only.
const databases: Array<string | undefined> = process.env.BENCH_PGLITE === '0' ? [] : [undefined];
if (process.env.DATABASE_URL) databases.push(process.env.DATABASE_URL);
const results: string[] = [];
const verdict = (ok: boolean, text: string) => results.push(`${ok ? 'met' : 'NOT met'}: ${text}`);

/** The demo's Demo Store property id (it holds Cookie Consent Professional and a published banner). */
async function demoStoreId(api: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const orgs = (await (await fetch(`${api}/organizations`, { headers: auth })).json()) as {
    response: Array<{ properties: Array<{ property_id: number; property_name: string }> }>;
  };
  const store = orgs.response.flatMap((o) => o.properties).find((p) => p.property_name === 'Demo Store');
  if (!store) throw new Error('Demo Store not found');
  return store.property_id;
}

if (parts.has('size')) {
  const sizes = await embedSizes();
  console.log('| embed file | bytes | gzip bytes |\n|---|---|---|');
  for (const s of sizes) console.log(`| ${s.name} | ${s.bytes} | ${s.gzip} |`);
  const first = sizes.find((s) => s.name === 'consent.js');
  if (first) verdict(first.gzip <= 8 * 1024, `first paint (consent.js) ${first.gzip} B gzip (goal ≤ 8,192)`);
  console.log('');
}

for (const databaseUrl of databases) {
  if (!parts.has('config') && !parts.has('ingest')) break;
  // Addresses come from X-Forwarded-For so that the per-address limit sees many visitors.
  const fresh = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const portal = await startPortal(fresh?.url, { TRUST_PROXY: 'true' });
  try {
    const token = await demoToken(portal.api, DEMO_PASSWORD);
    const pid = await demoStoreId(portal.api, token);
    const publicBase = `${portal.api}/public/cookie-consent/${pid}`;

    if (parts.has('config')) {
      const url = `${publicBase}/config?lang=en`;
      // Two baselines: a bare server's smallest answer, and one sending this answer's very bytes (its
      // headers and body): what serving them costs on this machine, whatever the product does.
      const answer = await fetch(url);
      const sent = [...(answer.headers as unknown as Iterable<[string, string]>)].filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
      );
      const small = { ...(await bare()), name: 'GET / (small JSON)' };
      const base = { ...(await bare(await answer.text(), sent)), name: 'GET / (the same answer)' };
      await autocannon({ url, connections, duration: 2 }); // warm-up (JIT, caches)
      const row = {
        server: portal.server,
        name: 'GET config',
        ...(await load(portal.child.pid as number, { url })),
      };
      console.log(
        '| server | request | req/s | × bare | p99 ms | RSS MiB | CPU µs/request |\n|---|---|---|---|---|---|---|',
      );
      for (const r of [small, base, row]) {
        console.log(
          `| ${r.server} | ${r.name} | ${r.rps} | ${(r.rps / base.rps).toFixed(2)} | ${r.p99} | ${r.rss} | ${r.cpu} |`,
        );
      }
      const x = row.rps / base.rps;
      results.push(
        `${portal.server} config ${(row.rps / small.rps).toFixed(2)}× a bare server's smallest answer`,
      );
      verdict(
        x >= 0.6 && row.p99 < 10,
        `${portal.server} config ${x.toFixed(2)}× a bare server sending the same answer (goal ≥ 0.6×), p99 ${row.p99} ms (goal < 10)`,
      );
      console.log('');
    }

    if (parts.has('ingest')) {
      const auth = { authorization: `Bearer ${token}` };
      const today = new Date().toISOString().slice(0, 10);
      const stored = async () => {
        const r = (await (
          await fetch(`${portal.api}/consentdashboard/${pid}?from=${today}&to=${today}`, { headers: auth })
        ).json()) as { response: { consents: number } };
        return r.response.consents;
      };
      const body = () =>
        JSON.stringify({
          consent_id: randomUUID(),
          banner_version: 2,
          choice: 'accept_all',
          granted: ['necessary', 'functional', 'analytics', 'marketing'],
          denied: [],
          gpc: false,
          page_url: 'https://store.demo.test/products',
          language: 'en',
        });
      // The embed's beacon from many visitors (bench/support/beacons.lua): the same body as body() with a
      // fresh consent id and address per request.
      let run = 0;
      const beacons = async (url: string) => {
        run += 1;
        const r = await wrk(url, {
          connections: Number(process.env.BENCH_INGEST_CONNECTIONS ?? 200),
          seconds,
          script: BEACONS_SCRIPT,
          env: { BEACON_RUN: `${randomUUID().slice(0, 6)}${String(run).padStart(2, '0')}` },
        });
        return {
          ok: r.requests - r.errorStatus,
          non2xx: r.errorStatus,
          errors: r.socketErrors,
          p99: r.p99Ms,
        };
      };
      // Baseline: a bare node:http server reading the same beacons and answering a 201 of the same size,
      // under the same load generator (which shares the machine's two cores with the server).
      const sample = await fetch(`${publicBase}/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://store.demo.test' },
        body: body(),
      });
      const bareIngest = await bareServer(
        await sample.text(),
        [...(sample.headers as unknown as Iterable<[string, string]>)].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
        ),
        201,
      );
      const bareResult = await beacons(bareIngest.url);
      await bareIngest.close();
      const bareRate = Math.round(bareResult.ok / seconds);
      const before = await stored();
      const cpuBefore = cpuUs(portal.child.pid as number);
      const result = await beacons(`${publicBase}/consents`);
      const acked = result.ok;
      // The server's CPU time per record (all its threads): steadier than records/s between runs.
      const cpuPerRecord = Math.round((cpuUs(portal.child.pid as number) - cpuBefore) / Math.max(1, acked));
      // Give the pageview/rollup flushers a moment; records are committed before their 201.
      const after = await stored();
      // Answers still in flight when the run stops may be stored without being counted as acknowledged:
      // lost is what was acknowledged and is not stored.
      const lost = Math.max(0, acked - (after - before));
      const perSecond = Math.round(acked / seconds);
      console.log(
        `| server | acknowledged records/s | × bare | p99 ms | non-2xx | errors | stored after − before | lost | server CPU µs/record |\n|---|---|---|---|---|---|---|---|---|\n| bare node:http (reads, answers 201) | ${bareRate} | 1.00 | ${bareResult.p99} | ${bareResult.non2xx} | ${bareResult.errors} | — | — | — |\n| ${portal.server} | ${perSecond} | ${(perSecond / bareRate).toFixed(2)} | ${result.p99} | ${result.non2xx} | ${result.errors} | ${after - before} | ${lost} | ${cpuPerRecord} |`,
      );
      const goal = portal.server === 'PostgreSQL' ? 15_000 : 5_000;
      verdict(
        perSecond >= goal && lost === 0,
        `${portal.server} ingestion ${perSecond} records/s (goal ≥ ${goal}), ${lost} lost (goal 0)`,
      );
      console.log('');
    }
  } finally {
    await portal.close();
    await fresh?.drop();
  }
}

if (parts.has('reads')) {
  for (const databaseUrl of databases) {
    const r = await measureReads(databaseUrl);
    console.log(
      `| server | records | GET /user p95 ms | Consent Tracking page p95 ms | filtered page p95 ms | deep page p95 ms | dashboard (${r.dashboardRecords.toLocaleString('en')} records) p95 ms |\n|---|---|---|---|---|---|---|\n| ${r.server} | ${r.records.toLocaleString('en')} | ${r.userP95} | ${r.listP95} | ${r.filteredP95} | ${r.deepP95} | ${r.dashboardP95} |`,
    );
    const worstList = Math.max(r.listP95, r.filteredP95, r.deepP95);
    verdict(
      worstList <= 50,
      `${r.server} Consent Tracking list p95 ${worstList} ms over ${r.records.toLocaleString('en')} records (goal ≤ 50)`,
    );
    verdict(
      r.dashboardP95 <= 200,
      `${r.server} dashboard p95 ${r.dashboardP95} ms over ${r.dashboardRecords.toLocaleString('en')} records (goal ≤ 200)`,
    );
    console.log('');
  }
}

if (parts.has('inp')) {
  const inp = await measureAcceptInp();
  console.log(
    `| click | interaction latency ms (median of ${inp.runs}) | processing ms |\n|---|---|---|\n| a plain button (baseline) | ${inp.baseline.duration} | ${inp.baseline.processing} |\n| 'Accept all' on the banner | ${inp.accept.duration} | ${inp.accept.processing} |`,
  );
  const added = Math.round((inp.accept.duration - inp.baseline.duration) * 10) / 10;
  verdict(inp.accept.duration <= 10, `accept click ${inp.accept.duration} ms to the next frame (goal ≤ 10)`);
  results.push(
    `accept click adds ${added} ms over a plain button's ${inp.baseline.duration} ms (this method's floor)`,
  );
  console.log('');
}

console.log(results.join('\n'));
