// The request path against a bare node:http server, measured in ONE run so that the ratios hold on
// a busy machine. Each server runs in its own process (the load generator's CPU and memory are
// not counted as the server's); its RSS is sampled from /proc while under load.
// Run: npm run bench:path   (PGlite; and PostgreSQL too when DATABASE_URL is set:
//      scripts/with-postgres.sh npm run bench:path). BENCH_SECONDS (default 10) per case.
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';
import { bare, connections, demoToken, load, type Row, seconds, startPortal } from './support/harness.ts';

async function portal(databaseUrl: string | undefined): Promise<Row[]> {
  const portal = await startPortal(databaseUrl);
  const { api, server, child } = portal;
  try {
    const auth = { authorization: `Bearer ${await demoToken(api, DEMO_PASSWORD)}` };
    const cases: Array<[string, autocannon.Options]> = [
      ['GET /health', { url: `${api}/health` }],
      ['GET /user', { url: `${api}/user`, headers: auth }],
      ['GET /organizations', { url: `${api}/organizations`, headers: auth }],
      [
        'PUT /user',
        {
          url: `${api}/user`,
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ firstname: 'Olivia', lastname: 'Owner' }),
        },
      ],
    ];
    await autocannon({ url: `${api}/user`, headers: auth, connections, duration: 2 }); // warm-up (JIT)
    const rows: Row[] = [];
    // BENCH_CASES='GET /user,GET /health' runs only those.
    const only = process.env.BENCH_CASES?.split(',');
    for (const [name, opts] of cases.filter(([name]) => !only || only.includes(name))) {
      rows.push({ server, name, ...(await load(child.pid as number, opts)) });
    }
    return rows;
  } finally {
    await portal.close();
  }
}

const base = await bare();
// BENCH_PGLITE=0 measures PostgreSQL only.
const rows = [base, ...(process.env.BENCH_PGLITE === '0' ? [] : await portal(undefined))];
if (process.env.DATABASE_URL) rows.push(...(await portal(process.env.DATABASE_URL)));

console.log(
  `| server | request (${connections} connections, ${seconds} s) | req/s | × bare | p99 ms | server RSS MiB | server CPU µs/request | CPU × bare |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.server} | ${r.name} | ${r.rps} | ${(r.rps / base.rps).toFixed(2)} | ${r.p99} | ${r.rss} | ${r.cpu} | ${(r.cpu / base.cpu).toFixed(1)} |`,
  );
}

// The goals, against the bare server of this run.
const goals: Array<[string, string, number]> = [
  ['PGlite', 'GET /health', 0.5],
  ['PostgreSQL', 'GET /health', 0.5],
  ['PostgreSQL', 'GET /user', 0.25],
];
console.log('');
for (const [server, name, ratio] of goals) {
  const r = rows.find((row) => row.server === server && row.name === name);
  if (!r) continue;
  const x = r.rps / base.rps;
  const ok = x >= ratio && r.p99 < 20;
  console.log(
    `${ok ? 'met' : 'NOT met'}: ${server} ${name} ${x.toFixed(2)}× bare (goal ≥ ${ratio}×), p99 ${r.p99} ms (goal < 20)`,
  );
}
