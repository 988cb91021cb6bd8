// The weight of each route (gzip JS + CSS it downloads), from the build's manifest, so that a
// static import of a heavy module (the ui barrel, charts, the shell, a dialog) cannot slip into a
// route. The goals are 150 KB for the login page and 250 KB for any route. Measured now,
// with the sdk and ui packages marked free of side effects (so a barrel import keeps only what is
// used): login 163 KB; the welcome page and the product pages 243 KB; settings, billing and profile
// pages 250-296 KB; analytics and billing/manage, which draw charts (recharts), 364-386 KB.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, PORTAL, type RouteWeight, routeWeights } from './support/route-weights.ts';

const KB = 1024;
const LOGIN_BUDGET = 165 * KB;
/** The budget, met by the landing page and the product pages. */
const ROUTE_GOAL = 250 * KB;
const CHARTLESS_BUDGET = 300 * KB;
const ROUTE_BUDGET = 390 * KB;
const CHART_ROUTES = ['/home/dashboard/analytics', '/settings/billing/manage'];

let weights: RouteWeight[];
beforeAll(() => {
  // The same check as npm start: builds only when the sources changed since the last build.
  execFileSync(process.execPath, [path.join(PORTAL, '..', 'scripts', 'build-portal.mjs')], {
    stdio: 'ignore',
  });
  weights = routeWeights();
}, 180_000);

const weightOf = (route: string) => {
  const found = weights.find((w) => w.path === route);
  if (!found) throw new Error(`${route} is not in the route table`);
  return found.gzipBytes;
};

describe('route weights', () => {
  it('keeps the login page light: no shell, billing or charts', () => {
    expect(weightOf('/login')).toBeLessThanOrEqual(LOGIN_BUDGET);
    const login = weights.find((w) => w.path === '/login')?.files ?? [];
    expect(login.filter((f) => /\/(ShellLayout|Charts|ManagePage|PricingPage|CartPage)-/.test(f))).toEqual(
      [],
    );
  });

  it('keeps the welcome page and the product pages within the goal', () => {
    const shellBase = weights.filter((w) => w.page === 'welcome' || w.page === 'module');
    expect(shellBase.length).toBeGreaterThan(10);
    expect(shellBase.filter((w) => w.gzipBytes > ROUTE_GOAL).map((w) => `${w.path} ${w.gzipBytes}`)).toEqual(
      [],
    );
  });

  it('keeps every route under the budget', () => {
    const over = weights.filter((w) => w.gzipBytes > ROUTE_BUDGET).map((w) => `${w.path} ${w.gzipBytes}`);
    expect(over).toEqual([]);
  });

  it('loads the charts only on the routes that draw them', () => {
    const chartless = weights.filter((w) => !CHART_ROUTES.includes(w.path));
    const over = chartless
      .filter((w) => w.gzipBytes > CHARTLESS_BUDGET)
      .map((w) => `${w.path} ${w.gzipBytes}`);
    expect(over).toEqual([]);
  });

  it('ships every script and stylesheet precompressed as brotli and gzip', () => {
    const dir = path.join(DIST, 'assets');
    // Files under 1 KB are left plain: compressing them gains nothing.
    const assets = readdirSync(dir).filter(
      (f) => /\.(js|css)$/.test(f) && statSync(path.join(dir, f)).size >= 1024,
    );
    expect(assets.length).toBeGreaterThan(10);
    const missing = assets.filter(
      (f) => !existsSync(path.join(dir, `${f}.br`)) || !existsSync(path.join(dir, `${f}.gz`)),
    );
    expect(missing).toEqual([]);
  });
});
