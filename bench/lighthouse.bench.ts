// Lighthouse on the login page and, signed in as the demo owner, the welcome page: the real server
// on an embedded database serving the built portal, Debian's chromium, nothing downloaded.
// Run: npm run bench:lighthouse   (prints a Markdown table for the README)
// LIGHTHOUSE_FORM_FACTOR=mobile for the mobile preset (simulated slow 4G, 4x CPU slowdown).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.ts';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';

const root = path.resolve(import.meta.dirname, '..');
const mobile = process.env.LIGHTHOUSE_FORM_FACTOR === 'mobile';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

execFileSync(process.execPath, ['scripts/build-portal.mjs'], { cwd: root, stdio: 'inherit' });
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-lighthouse-'));
const server = spawn(
  process.execPath,
  ['--conditions=@privacy-portal/source', '--import', 'tsx', 'server/src/main.ts'],
  {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  },
);
const origin = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
  chromeFlags: CHROMIUM_LAUNCH_OPTIONS.args,
});
const rows: string[] = [];
try {
  await waitFor(`${origin}/api/v1/health`, server);
  const login = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { response: { token: string } }).response.token;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();

  const audit = async (name: string, url: string) => {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        // The signed-in page needs the token the portal keeps in localStorage.
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      mobile ? undefined : desktopConfig,
      page,
    );
    if (!result) throw new Error(`${name}: Lighthouse returned nothing`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push(
      `| ${name}${result.lhr.finalDisplayedUrl.endsWith(new URL(url).pathname) ? '' : ` (ended at ${result.lhr.finalDisplayedUrl})`} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint']?.displayValue ?? ''} | ${audits['total-byte-weight']?.displayValue ?? ''} |`,
    );
    for (const [id, category] of Object.entries(categories)) {
      if ((category.score ?? 1) >= 1) continue;
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => `${a?.id} (${a?.score})`);
      if (failing.length) console.error(`${name} / ${id}: ${failing.join(', ')}`);
    }
  };

  await audit('/login', `${origin}/login`);
  await page.goto(`${origin}/login`);
  await page.evaluate(`localStorage.setItem('pp.token', ${JSON.stringify(token)})`);
  await audit('/home/welcome (signed in)', `${origin}/home/welcome`);
  await browser.disconnect();
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12 (${mobile ? 'mobile' : 'desktop'} preset), Debian chromium, built portal on the real server:\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | LCP | bytes |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
