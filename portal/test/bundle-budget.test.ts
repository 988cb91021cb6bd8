// The weight of each route (gzip JS + CSS it downloads), from the build's manifest, so that a
// static import of a heavy module (the ui barrel, charts, the shell, a dialog, a header popup) cannot
// slip into a route. The goals are 150 KB for the login page and 250 KB for any route.
// Measured now (header popups and the upgrade flow loaded on first use, one chunk per settings page,
// with the data layer's TanStack Query and react-hook-form): login 174 KB; the welcome page and the
// product pages 197-202 KB; settings, billing and profile pages 201-307 KB; analytics 242 KB. The
// budgets sit just above these, so any growth is a decision.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, PORTAL, type RouteWeight, routeWeights } from './support/route-weights.ts';

const KB = 1024;
/**
 * The issue asks 150 KB; the login page carries react-aria, xstate and the route table (README, page
 * weight). 163 KB today, plus room for the route-table entries of the modules still to come (about
 * 0.5 KB each, from the registry), so that `npm run new:module` passes as generated.
 */
const LOGIN_BUDGET = 166 * KB;
/** The landing page and the product pages: within the 250 KB. */
const SHELL_BUDGET = 203 * KB;
const ROUTE_BUDGET = 308 * KB;
/** The goal for every route; the routes still above it are named in the last test. */
const ROUTE_GOAL = 250 * KB;
/** The chart components with their library (visx); recharts was 108 KB. */
const CHARTS_BUDGET = 30 * KB;
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
    expect(
      shellBase.filter((w) => w.gzipBytes > SHELL_BUDGET).map((w) => `${w.path} ${w.gzipBytes}`),
    ).toEqual([]);
  });

  it('keeps every route under the budget', () => {
    const over = weights.filter((w) => w.gzipBytes > ROUTE_BUDGET).map((w) => `${w.path} ${w.gzipBytes}`);
    expect(over).toEqual([]);
  });

  it('names the routes still above the 250 KB goal, so that no other route crosses it', () => {
    const over = new Set(weights.filter((w) => w.gzipBytes > ROUTE_GOAL).map((w) => w.page));
    // Form and billing pages (by page key) whose dialogs, selects and tables are still static imports.
    expect([...over].sort()).toEqual(
      [
        'billingManage',
        'organizationDetails',
        'organizations',
        'pricing',
        'publicPricing',
        'setupWizard',
        'team',
        'userProfile',
      ].sort(),
    );
  });

  it('loads the header popups and the upgrade flow on first use, not with the shell', () => {
    const welcome = weights.find((w) => w.path === '/home/welcome')?.files ?? [];
    expect(welcome.some((f) => /\/ShellLayout-[\w-]+\.js$/.test(f))).toBe(true);
    const onDemand =
      /\/(DropdownMenu|UserMenu|HelpPanel|NotificationBell|OrgPropertySwitcher|UpgradeHost)-[\w-]+\.js$/;
    expect(welcome.filter((f) => onDemand.test(f))).toEqual([]);
    // The chunks exist: the popups are split off, not gone.
    const built = readdirSync(path.join(DIST, 'assets')).filter((f) => onDemand.test(`/${f}`));
    expect(built.map((f) => f.split('-')[0]).sort()).toEqual(
      [
        'DropdownMenu',
        'HelpPanel',
        'NotificationBell',
        'OrgPropertySwitcher',
        'UpgradeHost',
        'UserMenu',
      ].sort(),
    );
  });

  it('loads the charts only on the routes that draw them, and keeps them small', () => {
    const isCharts = (file: string) => /\/BarChart-[\w-]+\.js$/.test(file);
    const withCharts = weights.filter((w) => w.files.some(isCharts)).map((w) => w.path);
    expect(withCharts.sort()).toEqual([...CHART_ROUTES].sort());
    const charts = weights.find((w) => w.path === CHART_ROUTES[0])?.files.find(isCharts) ?? '';
    expect(gzipSync(readFileSync(path.join(DIST, charts)), { level: 9 }).length).toBeLessThanOrEqual(
      CHARTS_BUDGET,
    );
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
