import { type ApiClient, allPages, errorAction, pageQuery, type Schemas } from '@privacy-portal/sdk';
import {
  bannerProblems,
  COOKIE_CATEGORY_KEYS,
  DEFAULT_BANNER_TEXTS,
  DEFAULT_COOKIE_CATEGORIES,
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  tierFeatures,
  upgradeMessage,
} from '@privacy-portal/sdk/cookie-consent';
import { describe, expect, it } from 'vitest';
import {
  ANY_ORIGIN_BASE_URL,
  createCookieConsentErrorHandlers,
  DEMO_COOKIE_CONSENT_IDS,
  DEMO_EMAILS,
  DEMO_IDS,
  MOCK_REFUSED_SCAN_PASSWORD,
  recorded,
  SCAN_LIMIT_MESSAGE,
  setCookieConsentTier,
  unlicenseCookieConsent,
  useUpScans,
} from '../src/index.ts';
import { setupMockApi, useConformingApi } from './support.ts';

const api = setupMockApi();
/** Three days after the seed: both seeded scans are this month's. */
const NOW = new Date('2026-11-24T10:00:00.000Z');

const { login } = useConformingApi(api, NOW);

const store = { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store };
const storeOP = { oid: DEMO_IDS.retail, pid: DEMO_IDS.store };
const cat = DEMO_COOKIE_CONSENT_IDS.categories;

type Failure = { error: Schemas['Error']['error'] } | undefined;
const errorOf = (result: { error?: unknown; response: Response }) => ({
  status: result.response.status,
  ...(result.error as Failure)?.error,
});

describe('access: tenancy, role, licence and tier, in the server order', () => {
  it("lists Demo Store's five default categories in banner order, with their ten languages and counts", async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const { data } = await owner.GET('/cookiecategory', { params: { query: { pid: DEMO_IDS.store } } });
    const categories = data?.response ?? [];
    expect(categories.map((c) => c.key)).toEqual([...COOKIE_CATEGORY_KEYS]);
    expect(categories.map((c) => c.name)).toEqual(
      COOKIE_CATEGORY_KEYS.map((k) => DEFAULT_COOKIE_CATEGORIES[k].name),
    );
    expect(categories.map((c) => c.required)).toEqual([true, false, false, false, false]);
    expect(Object.keys(categories[0]?.translations ?? {})).toHaveLength(10);
    // The demo as the real API recorded it (mocks/fixtures), counts included.
    expect(categories).toEqual(recorded('/cookiecategory', `/cookiecategory?pid=${DEMO_IDS.store}`).response);
  });

  it("answers 404 for another company's property, on every kind of path", async () => {
    const other = await login(DEMO_EMAILS.otherCompany);
    const list = await other.GET('/all-cookie/{orgId}/{propId}', { params: { path: store } });
    expect(errorOf(list)).toMatchObject({ status: 404, code: 'not_found' });
    const categories = await other.GET('/cookiecategory', { params: { query: { pid: DEMO_IDS.store } } });
    expect(errorOf(categories)).toMatchObject({ status: 404, code: 'not_found' });
    const check = await other.POST('/sbl/validate_login', { body: { pid: DEMO_IDS.store } });
    expect(check.response.status).toBe(404);
    // Their own property exists but holds no Cookie Consent licence.
    const own = await other.GET('/scannerstatus/{orgId}/{propId}', {
      params: { path: { orgId: DEMO_IDS.otherOrganization, propId: DEMO_IDS.otherProperty } },
    });
    expect(errorOf(own)).toMatchObject({ status: 409, code: 'subscription_inactive' });
  });

  it('lets a view-only member read and refuses their writes with 403', async () => {
    const viewer = await login(DEMO_EMAILS.viewer);
    expect(
      (await viewer.GET('/all-cookie/{orgId}/{propId}', { params: { path: store } })).response.status,
    ).toBe(200);
    const create = await viewer.POST('/cookiecategory', {
      body: { pid: DEMO_IDS.store, name: 'Social media' },
    });
    expect(errorOf(create)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(errorOf(create).message).toContain('is not authorized');
    const scan = await viewer.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } });
    expect(scan.response.status).toBe(403);
  });

  it("answers 409 subscription_inactive with 'Subscription' for a property without a licence (the licence modal)", async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const blog = await owner.GET('/scannerstatus/{orgId}/{propId}', {
      params: { path: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.blog } },
    });
    expect(errorOf(blog)).toEqual({
      status: 409,
      code: 'subscription_inactive',
      message: NO_COOKIE_CONSENT_SUBSCRIPTION,
    });
    expect(errorOf(blog).message).toContain('Subscription');
    const path = `/scannerstatus/${DEMO_IDS.retail}/${DEMO_IDS.blog}`;
    expect(
      errorAction({ status: 409, code: 'subscription_inactive', message: errorOf(blog).message, path }).kind,
    ).toBe('licenceModal');
    unlicenseCookieConsent(api.state);
    const store409 = await owner.GET('/cookiecategory', { params: { query: { pid: DEMO_IDS.store } } });
    expect(errorOf(store409)).toMatchObject({ status: 409, code: 'subscription_inactive' });
  });

  it('refuses a feature above the tier with 409 upgrade_required and the spec text', async () => {
    setCookieConsentTier(api.state, 'basic');
    const owner = await login(DEMO_EMAILS.owner);
    const save = await owner.PUT('/scanner/update/sbl/{propid}', {
      params: { path: { propid: DEMO_IDS.store } },
      body: {
        login_url: 'https://store.demo.test/account/login',
        username_selector: '#email',
        password_selector: '#password',
        submit_selector: 'button[type=submit]',
        username: 'scanner@demo.test',
        password: 'Scanner-Password-1',
      },
    });
    expect(errorOf(save)).toEqual({
      status: 409,
      code: 'upgrade_required',
      message: upgradeMessage('scan_behind_login'),
    });
    const search = await owner.GET('/consent/global-vendors/{orgId}/{propId}', {
      params: { path: store, query: { kind: 'iab' } },
    });
    expect(errorOf(search)).toMatchObject({ status: 409, code: 'upgrade_required' });
    // Basic has versioning: rolling back works.
    const rollback = await owner.POST('/consent/active-banner-history/{oid}/{pid}/{id}', {
      params: { path: { ...storeOP, id: DEMO_COOKIE_CONSENT_IDS.firstVersion } },
    });
    expect(rollback.response.status).toBe(200);
  });
});

describe('categories', () => {
  it('adds a custom category after the defaults, refuses a taken name, keeps a renamed default its key', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const created = await owner.POST('/cookiecategory', {
      body: { pid: DEMO_IDS.store, name: 'Social <b>media</b>', description: 'Share buttons' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.response).toMatchObject({
      key: null,
      name: 'Social media',
      position: 5,
      required: false,
      cookie_count: 0,
      translations: { en: { name: 'Social media', description: 'Share buttons' } },
    });
    const taken = await owner.POST('/cookiecategory', { body: { pid: DEMO_IDS.store, name: 'ANALYTICS' } });
    expect(errorOf(taken)).toMatchObject({ status: 409, code: 'name_taken', details: [{ field: 'name' }] });
    const renamed = await owner.PUT('/cookiecategory/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: cat.analytics } },
      body: { name: 'Statistics' },
    });
    expect(renamed.data?.response).toMatchObject({ key: 'analytics', name: 'Statistics', cookie_count: 3 });
    const clash = await owner.PUT('/cookiecategory/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: cat.analytics } },
      body: { name: 'social media' },
    });
    expect(errorOf(clash)).toMatchObject({ status: 409, code: 'name_taken' });
  });

  it('refuses to delete a default category; deleting a custom one moves its cookies and rules to Unclassified', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const keep = await owner.DELETE('/cookiecategory/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: cat.marketing } },
    });
    expect(errorOf(keep)).toMatchObject({ status: 409, code: 'conflict' });
    const social = (await owner.POST('/cookiecategory', { body: { pid: DEMO_IDS.store, name: 'Social' } }))
      .data?.response.id as number;
    const cookie = await owner.POST('/cookie/{orgId}/{propId}', {
      params: { path: store },
      body: { name: 'share_count', domain: '.demo.test', category_id: social },
    });
    const rule = await owner.POST('/cookie-blocking/save-tag-scr/{pid}', {
      params: { path: { pid: DEMO_IDS.store } },
      body: { pattern: 'platform-api.sharethis.com', category_id: social },
    });
    const gone = await owner.DELETE('/cookiecategory/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: social } },
    });
    expect(gone.response.status).toBe(204);
    const moved = await owner.GET('/cookie/{orgId}/{propId}/{id}', {
      params: { path: { ...store, id: cookie.data?.response.id as number } },
    });
    expect(moved.data?.response).toMatchObject({
      category_id: cat.unclassified,
      category_name: 'Unclassified',
    });
    expect(api.state.cookieConsent.rules.get(rule.data?.response.id as number)?.category_id).toBe(
      cat.unclassified,
    );
  });
});

describe('cookies', () => {
  it('pages the recorded inventory by name with a total; a recorded filter answers its recording', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const sizes: number[] = [];
    const all = await allPages(async (after) => {
      const result = await owner.GET('/all-cookie/{orgId}/{propId}', {
        params: { path: store, query: { ...pageQuery(after), limit: 6 } },
      });
      sizes.push(result.data?.response.length ?? -1);
      return result;
    });
    expect(sizes).toEqual([6, 6, 2]);
    const inventory = recorded('/all-cookie/{orgId}/{propId}', `/all-cookie/1/${DEMO_IDS.store}?limit=200`);
    expect(all.data?.response).toEqual(inventory.response);
    const first = await owner.GET('/all-cookie/{orgId}/{propId}', {
      params: { path: store, query: { limit: 2 } },
    });
    expect(first.data?.total).toBe(inventory.total);
    const review = await owner.GET('/un-published-cookie/{pid}', {
      params: { path: { pid: DEMO_IDS.store }, query: { limit: 200 } },
    });
    expect(review.data).toEqual(
      recorded('/un-published-cookie/{pid}', `/un-published-cookie/${DEMO_IDS.store}?limit=200`),
    );
  });

  it('creates and replaces a cookie; an unknown category is 400 naming category_id, a duplicate 409', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const body = {
      name: 'newsletter_popup',
      domain: 'store.demo.test',
      category_id: cat.functional,
      purpose: 'Remembers that the newsletter pop-up was closed.<script>alert(1)</script>',
      duration_seconds: 14 * 86_400,
    };
    const created = await owner.POST('/cookie/{orgId}/{propId}', { params: { path: store }, body });
    expect(created.response.status).toBe(201);
    expect(created.data?.response).toMatchObject({
      path: '/',
      type: 'cookie',
      party: 'first',
      duration: '14 days',
      source: 'manual',
      published: false,
      category_name: 'Functional',
      purpose: 'Remembers that the newsletter pop-up was closed.',
    });
    const twice = await owner.POST('/cookie/{orgId}/{propId}', { params: { path: store }, body });
    expect(errorOf(twice)).toMatchObject({ status: 409, code: 'name_taken' });
    const unknown = await owner.POST('/cookie/{orgId}/{propId}', {
      params: { path: store },
      body: { ...body, name: 'other', category_id: 9999 },
    });
    expect(errorOf(unknown)).toMatchObject({
      status: 400,
      code: 'validation_failed',
      details: [{ in: 'body', field: 'category_id' }],
    });
    const id = created.data?.response.id as number;
    const replaced = await owner.PUT('/cookie/{orgId}/{propId}/{id}', {
      params: { path: { ...store, id } },
      body: { ...body, domain: '.doubleclick.net', category_id: cat.marketing, published: true },
    });
    expect(replaced.data?.response).toMatchObject({
      party: 'third',
      category_name: 'Marketing',
      published: true,
    });
    expect(
      (await owner.DELETE('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...store, id } } })).response
        .status,
    ).toBe(204);
    const gone = await owner.GET('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...store, id } } });
    expect(gone.response.status).toBe(404);
  });

  it('updates in bulk all or none, and publishes what awaits review', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const refused = await owner.PUT('/bulkupdatecookie/{orgId}/{propId}', {
      params: { path: store },
      body: { ids: [5, 9999, 6], category_id: cat.marketing },
    });
    expect(errorOf(refused)).toMatchObject({ status: 400, details: [{ field: 'ids.1' }] });
    expect(api.state.cookieConsent.cookies.get(5)?.category_id).toBe(cat.analytics);
    const badCategory = await owner.PUT('/bulkupdatecookie/{orgId}/{propId}', {
      params: { path: store },
      body: { ids: [5], category_id: 9999 },
    });
    expect(errorOf(badCategory)).toMatchObject({ status: 400, details: [{ field: 'category_id' }] });
    const changed = await owner.PUT('/bulkupdatecookie/{orgId}/{propId}', {
      params: { path: store },
      body: { ids: [5, 6], purpose: 'Google Analytics', published: true },
    });
    expect(changed.data?.response).toEqual({ updated: 2 });

    const waiting = await owner.GET('/un-published-cookie/{pid}', {
      params: { path: { pid: DEMO_IDS.store } },
    });
    expect(waiting.data?.total).toBe(3);
    const some = await owner.POST('/publish-cookie/{orgId}/{propId}', {
      params: { path: store },
      body: { ids: [1, 13] },
    });
    // Cookie 1 was published already.
    expect(some.data?.response).toEqual({ updated: 1 });
    const rest = await owner.POST('/publish-cookie/{orgId}/{propId}', { params: { path: store } });
    expect(rest.data?.response).toEqual({ updated: 2 });
    const none = await owner.GET('/un-published-cookie/{pid}', { params: { path: { pid: DEMO_IDS.store } } });
    expect(none.data).toMatchObject({ response: [], total: 0 });
  });
});

describe('scanner', () => {
  const status = (client: ApiClient) =>
    client.GET('/scannerstatus/{orgId}/{propId}', { params: { path: store } }).then((r) => r.data?.response);

  it('queues a scan that advances on each status read, then records what it found', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const idle = await status(owner);
    expect(idle).toMatchObject({
      state: 'idle',
      current: null,
      last: { id: DEMO_COOKIE_CONSENT_IDS.threeStateScan },
      available: { limit: 5, used: 2, available: 3 },
      schedules: 1,
      max_pages: 1000,
    });
    const started = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: store },
      body: { three_state: true },
    });
    expect(started.response.status).toBe(202);
    expect(started.data?.response).toMatchObject({
      status: 'queued',
      trigger: 'manual',
      pages_done: 0,
      max_pages: 1000,
    });
    const again = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'scan_running' });

    const progress: string[] = [];
    for (let i = 0; i < 2; i++) {
      const s = await status(owner);
      progress.push(
        s?.current ? `${s.state} ${s.current.pages_done}/${s.current.pages_total}` : `${s?.state}`,
      );
    }
    expect(progress).toEqual(['running 6/12', 'idle']);
    const done = await status(owner);
    expect(done?.last).toMatchObject({
      id: started.data?.response.id,
      status: 'completed',
      cookies_found: 16,
      new_cookies: 6,
      violations: 1,
    });
    expect(done?.available).toEqual({ limit: 5, used: 3, available: 2 });

    const details = await owner.GET('/scan-job-details/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: started.data?.response.id as number } },
    });
    const findings = details.data?.response.findings ?? [];
    expect(findings.filter((f) => f.violation).map((f) => f.name)).toEqual(['_fbp']);
    expect(findings.find((f) => f.name === '_fbp')?.states).toEqual(['plain', 'reject', 'gpc']);
    expect(findings.every((f) => f.cookie_id !== null)).toBe(true);
    expect(details.data?.response.pages).toHaveLength(12);
    const scripts = Object.fromEntries(
      (details.data?.response.scripts ?? []).map((s) => [s.host, s.blocked]),
    );
    expect(scripts).toMatchObject({
      'connect.facebook.net': true,
      'www.clarity.ms': false,
      'snap.licdn.com': false,
    });
    const clarity = api.state.cookieConsent.cookies.find((c) => c.name === '_clck');
    expect(clarity).toMatchObject({
      source: 'scan',
      published: false,
      category_id: cat.analytics,
      party: 'first',
    });
    const last = await owner.GET('/last-cookie-scan-job/{propId}', {
      params: { path: { propId: DEMO_IDS.store } },
    });
    expect(last.data?.response?.id).toBe(started.data?.response.id);
  });

  it('pages the scan jobs newest first and shows the seeded three-state findings', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const jobs = await owner.GET('/scan-jobs/{orgId}/{propId}', {
      params: { path: store, query: { limit: 1 } },
    });
    expect(jobs.data?.response.map((j) => j.id)).toEqual([DEMO_COOKIE_CONSENT_IDS.threeStateScan]);
    const older = await owner.GET('/scan-jobs/{orgId}/{propId}', {
      params: { path: store, query: { limit: 1, after: jobs.data?.page.next as string } },
    });
    expect(older.data).toMatchObject({
      response: [{ id: DEMO_COOKIE_CONSENT_IDS.firstScan, three_state: false }],
      page: { next: null },
    });
    const details = await owner.GET('/scan-job-details/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: DEMO_COOKIE_CONSENT_IDS.threeStateScan } },
    });
    expect(details.data).toEqual(
      recorded(
        '/scan-job-details/{pid}/{id}',
        `/scan-job-details/${DEMO_IDS.store}/${DEMO_COOKIE_CONSENT_IDS.threeStateScan}`,
      ),
    );
    const missing = await owner.GET('/scan-job-details/{pid}/{id}', {
      params: { path: { pid: DEMO_IDS.store, id: 999 } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('cancels a queued or running scan once, and refuses a start address off the property', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const elsewhere = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: store },
      body: { url: 'https://other.test/' },
    });
    expect(errorOf(elsewhere)).toMatchObject({ status: 400, details: [{ field: 'url' }] });
    const started = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: store },
      body: { url: 'https://www.demo.test/shop', max_pages: 5000 },
    });
    expect(started.data?.response.max_pages).toBe(1000);
    const path = { pid: DEMO_IDS.store, id: started.data?.response.id as number };
    await status(owner);
    const cancelled = await owner.POST('/scan-job-details/{pid}/{id}/cancel', { params: { path } });
    expect(cancelled.data?.response).toMatchObject({ status: 'cancelled', pages_done: 6 });
    const twice = await owner.POST('/scan-job-details/{pid}/{id}/cancel', { params: { path } });
    expect(errorOf(twice)).toMatchObject({ status: 409, code: 'conflict' });
    expect((await status(owner))?.state).toBe('idle');
  });

  it("counts scans against the plan: the month's last one is refused with the spec's message", async () => {
    const owner = await login(DEMO_EMAILS.owner);
    useUpScans(api.state);
    expect((await status(owner))?.available).toEqual({ limit: 5, used: 5, available: 0 });
    const refused = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'limit_reached', message: SCAN_LIMIT_MESSAGE });
    // Behind login needs essentials: refused on basic before anything is counted.
    setCookieConsentTier(api.state, 'basic');
    const login409 = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: store },
      body: { behind_login: true },
    });
    expect(errorOf(login409)).toMatchObject({
      code: 'upgrade_required',
      details: [{ field: 'behind_login' }],
    });
  });

  it('keeps up to ten schedules with their next run', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const path = { pid: DEMO_IDS.store };
    const seeded = await owner.GET('/schedule-scanjob/{pid}', { params: { path } });
    // Weekly on Mondays at 02:00 UTC, rolled past now.
    expect(seeded.data?.response).toMatchObject([
      { frequency: 'weekly', next_run_at: '2026-11-30T02:00:00.000Z' },
    ]);
    const daily = await owner.POST('/schedule-scanjob/{pid}', {
      params: { path },
      body: { frequency: 'daily', hour: 5 },
    });
    expect(daily.data?.response).toMatchObject({
      hour: 5,
      enabled: true,
      next_run_at: '2026-11-25T05:00:00.000Z',
    });
    const id = daily.data?.response.id as number;
    const monthly = await owner.PUT('/schedule-scanjob/{pid}/{id}', {
      params: { path: { ...path, id } },
      body: { frequency: 'monthly', hour: 23, enabled: false },
    });
    expect(monthly.data?.response).toMatchObject({ enabled: false, next_run_at: '2026-12-01T23:00:00.000Z' });
    for (let i = 0; i < 8; i++)
      await owner.POST('/schedule-scanjob/{pid}', { params: { path }, body: { frequency: 'daily' } });
    const eleventh = await owner.POST('/schedule-scanjob/{pid}', {
      params: { path },
      body: { frequency: 'daily' },
    });
    expect(errorOf(eleventh)).toMatchObject({ status: 409, code: 'limit_reached' });
    expect(
      (await owner.DELETE('/schedule-scanjob/{pid}/{id}', { params: { path: { ...path, id } } })).response
        .status,
    ).toBe(204);
    expect((await status(owner))?.schedules).toBe(9);
  });

  it('keeps the scan-behind-login password without ever returning it, and checks the login', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const path = { propid: DEMO_IDS.store };
    expect((await owner.GET('/scanner/sbl/{propid}', { params: { path } })).data?.response).toBeNull();
    const settings = {
      login_url: 'https://store.demo.test/account/login',
      username_selector: '#email',
      password_selector: '#password',
      submit_selector: 'button[type=submit]',
      username: 'scanner@demo.test',
    };
    const first = await owner.PUT('/scanner/update/sbl/{propid}', { params: { path }, body: settings });
    expect(errorOf(first)).toMatchObject({ status: 400, details: [{ field: 'password' }] });
    const offsite = await owner.PUT('/scanner/update/sbl/{propid}', {
      params: { path },
      body: { ...settings, login_url: 'https://evil.test/login', password: 'x' },
    });
    expect(errorOf(offsite)).toMatchObject({ status: 400, details: [{ field: 'login_url' }] });
    const saved = await owner.PUT('/scanner/update/sbl/{propid}', {
      params: { path },
      body: { ...settings, password: 'Scanner-Password-1' },
    });
    expect(saved.data?.response).toMatchObject({ password_set: true, username: 'scanner@demo.test' });
    expect(JSON.stringify(saved.data)).not.toContain('Scanner-Password-1');
    // Without a password the stored one stays.
    await owner.PUT('/scanner/update/sbl/{propid}', {
      params: { path },
      body: { ...settings, username: 'scan2@demo.test' },
    });
    const read = await owner.GET('/scanner/sbl/{propid}', { params: { path } });
    expect(read.data?.response).toMatchObject({ password_set: true, username: 'scan2@demo.test' });
    expect(JSON.stringify(read.data)).not.toContain('Scanner-Password-1');
    const ok = await owner.POST('/sbl/validate_login', { body: { pid: DEMO_IDS.store } });
    expect(ok.data?.response.ok).toBe(true);
    await owner.PUT('/scanner/update/sbl/{propid}', {
      params: { path },
      body: { ...settings, password: MOCK_REFUSED_SCAN_PASSWORD },
    });
    expect(
      (await owner.POST('/sbl/validate_login', { body: { pid: DEMO_IDS.store } })).data?.response.ok,
    ).toBe(false);
    expect((await owner.DELETE('/scanner/sbl/{propid}', { params: { path } })).response.status).toBe(204);
    expect((await owner.GET('/scanner/sbl/{propid}', { params: { path } })).data?.response).toBeNull();
  });
});

describe('blocking', () => {
  it('proposes the third-party hosts of the last scan that no rule blocks, and keeps rules by pattern', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const settings = await owner.GET('/tag-list-javascript/{oid}/{pid}', { params: { path: storeOP } });
    expect(settings.data?.response).toMatchObject({ enabled: true, rules: 3 });
    expect(settings.data).toEqual(
      recorded('/tag-list-javascript/{oid}/{pid}', `/tag-list-javascript/1/${DEMO_IDS.store}`),
    );
    const path = { pid: DEMO_IDS.store };
    const created = await owner.POST('/cookie-blocking/save-tag-scr/{pid}', {
      params: { path },
      body: { pattern: 'snap.licdn.com', category_id: cat.marketing, source: 'scan' },
    });
    expect(created.data?.response).toMatchObject({
      category_name: 'Marketing',
      source: 'scan',
      description: '',
    });
    const taken = await owner.POST('/cookie-blocking/save-tag-scr/{pid}', {
      params: { path },
      body: { pattern: 'snap.licdn.com', category_id: cat.marketing },
    });
    expect(errorOf(taken)).toMatchObject({
      status: 409,
      code: 'name_taken',
      details: [{ field: 'pattern' }],
    });
    const unknown = await owner.POST('/cookie-blocking/save-tag-scr/{pid}', {
      params: { path },
      body: { pattern: 'cdn.example.com', category_id: 9999 },
    });
    expect(errorOf(unknown)).toMatchObject({ status: 400, details: [{ field: 'category_id' }] });
    const after = await owner.GET('/tag-list-javascript/{oid}/{pid}', { params: { path: storeOP } });
    expect(after.data?.response.proposed.map((p) => p.host)).toEqual(['securepubads.g.doubleclick.net']);

    const id = created.data?.response.id as number;
    const updated = await owner.PUT('/cookie-blocking/update-tag-scr/{pid}', {
      params: { path },
      body: { id, pattern: 'https://snap.licdn.com/*', category_id: cat.analytics },
    });
    expect(updated.data?.response).toMatchObject({
      pattern: 'https://snap.licdn.com/*',
      category_name: 'Analytics',
    });
    const rules = await owner.GET('/cookie-blocking/tag-list/{pid}', { params: { path } });
    expect(rules.data?.response.map((r) => r.pattern)).toEqual([
      'https://connect.facebook.net/*',
      'https://snap.licdn.com/*',
      'https://www.googletagmanager.com/gtag/js*',
      'static.hotjar.com',
    ]);
    expect(
      (
        await owner.DELETE('/cookie-blocking/delete-tag-scr/{pid}/{id}', {
          params: { path: { ...path, id } },
        })
      ).response.status,
    ).toBe(204);

    const off = await owner.PUT('/update-tag/{oid}/{pid}', {
      params: { path: storeOP },
      body: { enabled: false },
    });
    expect(off.data?.response).toMatchObject({ enabled: false, rules: 3 });
  });

  it('refuses blocking below basic', async () => {
    setCookieConsentTier(api.state, 'free');
    const owner = await login(DEMO_EMAILS.owner);
    const on = await owner.PUT('/update-tag/{oid}/{pid}', {
      params: { path: storeOP },
      body: { enabled: true },
    });
    expect(errorOf(on)).toMatchObject({
      status: 409,
      code: 'upgrade_required',
      details: [{ field: 'enabled' }],
    });
    const rule = await owner.POST('/cookie-blocking/save-tag-scr/{pid}', {
      params: { path: { pid: DEMO_IDS.store } },
      body: { pattern: 'cdn.example.com', category_id: cat.marketing },
    });
    expect(errorOf(rule)).toMatchObject({ status: 409, message: upgradeMessage('third_party_blocking') });
  });
});

describe('vendors', () => {
  it('lists, adds from the lists (name and purposes from them), refuses duplicates and unknown ids', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const list = await owner.GET('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store, query: { limit: 100 } },
    });
    expect(list.data).toEqual(
      recorded(
        '/consent/manage-vendors/{orgId}/{propId}',
        `/consent/manage-vendors/1/${DEMO_IDS.store}?limit=100`,
      ),
    );
    const added = await owner.POST('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store },
      body: { kind: 'iab', name: 'whatever', gvl_id: 21 },
    });
    expect(added.data?.response).toMatchObject({ name: 'The Trade Desk', gvl_id: 21, category_id: null });
    expect(added.data?.response.purposes).toContain('Create profiles for personalised advertising');
    const twice = await owner.POST('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store },
      body: { kind: 'iab', name: 'Google', gvl_id: 755 },
    });
    expect(errorOf(twice)).toMatchObject({ status: 409, code: 'name_taken' });
    const unknown = await owner.POST('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store },
      body: { kind: 'google', name: 'Nobody', gvl_id: 424242 },
    });
    expect(errorOf(unknown)).toMatchObject({ status: 400, details: [{ field: 'gvl_id' }] });
    const custom = await owner.PUT('/consent/manage-vendors/{orgId}/{propId}/{id}', {
      params: { path: { ...store, id: 1 } },
      body: { kind: 'custom', name: 'Trustpilot A/S', purposes: ['Reviews'], category_id: cat.functional },
    });
    expect(custom.data?.response).toMatchObject({
      name: 'Trustpilot A/S',
      gvl_id: null,
      purposes: ['Reviews'],
    });
    expect(
      (
        await owner.DELETE('/consent/manage-vendors/{orgId}/{propId}/{id}', {
          params: { path: { ...store, id: 1 } },
        })
      ).response.status,
    ).toBe(204);

    const search = await owner.GET('/consent/global-vendors/{orgId}/{propId}', {
      params: { path: store, query: { kind: 'iab', search: 'CRIT' } },
    });
    expect(search.data?.response).toMatchObject({
      vendor_list_version: 98,
      vendors: [{ gvl_id: 91, name: 'Criteo SA' }],
    });
    const google = await owner.GET('/consent/global-vendors/{orgId}/{propId}', {
      params: { path: store, query: { kind: 'google' } },
    });
    expect(google.data?.response.vendor_list_version).toBeNull();
    expect(google.data?.response.vendors.map((v) => v.name)[0]).toBe('Adelaide Metrics');
  });

  it('keeps IAB and Google vendors for essentials and up; custom ones for every tier', async () => {
    setCookieConsentTier(api.state, 'basic');
    const owner = await login(DEMO_EMAILS.owner);
    const iab = await owner.POST('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store },
      body: { kind: 'iab', name: 'x', gvl_id: 21 },
    });
    expect(errorOf(iab)).toMatchObject({
      status: 409,
      code: 'upgrade_required',
      details: [{ field: 'kind' }],
    });
    const custom = await owner.POST('/consent/manage-vendors/{orgId}/{propId}', {
      params: { path: store },
      body: { kind: 'custom', name: 'Our CDN' },
    });
    expect(custom.response.status).toBe(201);
  });
});

describe('banner', () => {
  it('shows the draft, the active version and what the plan allows; saves a sanitised draft', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const banner = await owner.GET('/consent/banner/{orgId}/{propId}', { params: { path: store } });
    const shown = banner.data?.response as Schemas['Banner'];
    expect(shown).toMatchObject({
      published_version: 2,
      tier: 'professional',
      features: tierFeatures('professional'),
    });
    expect(shown.draft).toEqual(
      recorded('/consent/banner/{orgId}/{propId}', `/consent/banner/1/${DEMO_IDS.store}`).response.draft,
    );

    const message =
      'We use cookies. <a href="https://store.demo.test/privacy-policy" onclick="x()">Read more</a><script>steal()</script> <b>Thanks</b><img src=x onerror=alert(1)>';
    const saved = await owner.PUT('/consent/banner/{orgId}/{propId}', {
      params: { path: store },
      body: {
        ...shown.draft,
        texts: { ...shown.draft.texts, en: { ...DEFAULT_BANNER_TEXTS.en, title: '<i>Cookies</i>', message } },
      },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.response.draft.texts.en).toMatchObject({
      title: 'Cookies',
      message: 'We use cookies. <a href="https://store.demo.test/privacy-policy">Read more</a> <b>Thanks</b>',
    });
    expect(saved.data?.response.draft_updated_at).toBe(NOW.toISOString());

    const unreadable = await owner.PUT('/consent/banner/{orgId}/{propId}', {
      params: { path: store },
      body: { ...shown.draft, colours: { ...shown.draft.colours, text: '#fefefe' } },
    });
    expect(errorOf(unreadable)).toMatchObject({ status: 400, details: [{ field: 'colours.text' }] });
    const badColour = await owner.PUT('/consent/banner/{orgId}/{propId}', {
      params: { path: store },
      body: { ...shown.draft, colours: { ...shown.draft.colours, accent: 'blue' } },
    });
    expect(errorOf(badColour)).toMatchObject({ status: 400, details: [{ field: 'colours.accent' }] });
    expect(api.state.cookieConsent.banners.get(DEMO_IDS.store)?.draft.colours.text).toBe(
      shown.draft.colours.text,
    );

    setCookieConsentTier(api.state, 'basic');
    const branded = await owner.PUT('/consent/banner/{orgId}/{propId}', {
      params: { path: store },
      body: shown.draft,
    });
    expect(errorOf(branded)).toMatchObject({ status: 409, code: 'upgrade_required' });
    // The recorded draft has no branding to refuse: only Consent Mode is above the basic plan.
    expect(errorOf(branded).details?.map((d) => d.field)).toEqual(['consent_mode.enabled']);
  });

  it('publishes versions, rolls back, and refuses to delete the active one', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const published = await owner.POST('/consent/banner-history/{oid}/{pid}', {
      params: { path: storeOP },
      body: { note: 'Green buttons' },
    });
    expect(published.response.status).toBe(201);
    expect(published.data?.response).toMatchObject({
      version: 3,
      active: true,
      note: 'Green buttons',
      published_by: 'Olivia Owner',
    });
    const history = await owner.GET('/consent/banner-history/{oid}/{pid}', { params: { path: storeOP } });
    expect(history.data?.response.map((v) => [v.version, v.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const rollback = await owner.POST('/consent/active-banner-history/{oid}/{pid}/{id}', {
      params: { path: { ...storeOP, id: DEMO_COOKIE_CONSENT_IDS.firstVersion } },
    });
    expect(rollback.data?.response).toMatchObject({ version: 1, active: true });
    const banner = await owner.GET('/consent/banner/{orgId}/{propId}', { params: { path: store } });
    expect(banner.data?.response).toMatchObject({
      published_version: 1,
      draft: { layout: 'bar', languages: ['en'] },
    });
    const active = await owner.DELETE('/consent/delete-banner-history/{oid}/{pid}/{id}', {
      params: { path: { ...storeOP, id: DEMO_COOKIE_CONSENT_IDS.firstVersion } },
    });
    expect(errorOf(active)).toMatchObject({ status: 409, code: 'conflict' });
    const old = await owner.DELETE('/consent/delete-banner-history/{oid}/{pid}/{id}', {
      params: { path: { ...storeOP, id: DEMO_COOKIE_CONSENT_IDS.activeVersion } },
    });
    expect(old.response.status).toBe(204);
    // Version numbers are not given twice.
    const next = await owner.POST('/consent/banner-history/{oid}/{pid}', { params: { path: storeOP } });
    expect(next.data?.response.version).toBe(4);

    setCookieConsentTier(api.state, 'free');
    const free = await owner.POST('/consent/active-banner-history/{oid}/{pid}/{id}', {
      params: { path: { ...storeOP, id: 3 } },
    });
    expect(errorOf(free)).toMatchObject({ status: 409, message: upgradeMessage('versioning') });
  });

  it('chooses languages, reads built-in texts, saves texts and adds a custom language', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const chosen = await owner.PUT('/consent/save-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { default_language: 'es', languages: ['en', 'es', 'ar'] },
    });
    expect(chosen.data?.response).toEqual({ default_language: 'es', languages: ['en', 'es', 'ar'] });
    expect(api.state.cookieConsent.banners.get(DEMO_IDS.store)?.draft.texts.es).toEqual(
      DEFAULT_BANNER_TEXTS.es,
    );
    const outside = await owner.PUT('/consent/save-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { default_language: 'de', languages: ['en'] },
    });
    expect(errorOf(outside)).toMatchObject({ status: 400, details: [{ field: 'default_language' }] });
    const unknown = await owner.PUT('/consent/save-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { default_language: 'en', languages: ['en', 'nl'] },
    });
    expect(errorOf(unknown)).toMatchObject({ status: 400, details: [{ field: 'languages.1' }] });

    const arabic = await owner.GET('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'ar' } },
    });
    expect(arabic.data?.response).toMatchObject({ tag: 'ar', dir: 'rtl', name: 'العربية' });
    const japanese = await owner.GET('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'ja' } },
    });
    expect(japanese.data?.response.texts).toEqual(DEFAULT_BANNER_TEXTS.ja);
    const dutch = await owner.GET('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'nl' } },
    });
    expect(dutch.response.status).toBe(404);

    const german = await owner.PUT('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'de' } },
      body: { ...DEFAULT_BANNER_TEXTS.de, title: 'Cookies bei uns<script>x</script>' },
    });
    expect(german.data?.response).toMatchObject({ tag: 'de', texts: { title: 'Cookies bei uns' } });
    const empty = await owner.PUT('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'de' } },
      body: { ...DEFAULT_BANNER_TEXTS.de, accept_all: '<b></b>' },
    });
    expect(errorOf(empty)).toMatchObject({ status: 400, details: [{ field: 'accept_all' }] });

    const texts = {
      ...DEFAULT_BANNER_TEXTS.en,
      title: 'Wij respecteren uw privacy',
      accept_all: 'Alles accepteren',
    };
    const added = await owner.POST('/consent/save-custom-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' }, texts },
    });
    expect(added.response.status).toBe(201);
    expect(added.data?.response).toMatchObject({
      tag: 'nl',
      name: 'Nederlands',
      texts: { accept_all: 'Alles accepteren' },
    });
    const draft = api.state.cookieConsent.banners.get(DEMO_IDS.store)?.draft;
    expect(draft?.languages).toEqual(['en', 'es', 'ar', 'nl']);
    const twice = await owner.POST('/consent/save-custom-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' }, texts },
    });
    expect(errorOf(twice)).toMatchObject({
      status: 409,
      code: 'name_taken',
      details: [{ field: 'language.tag' }],
    });
    const builtIn = await owner.POST('/consent/save-custom-lang/{orgId}/{propId}', {
      params: { path: store },
      body: { language: { tag: 'de', name: 'Deutsch', dir: 'ltr' }, texts },
    });
    expect(errorOf(builtIn)).toMatchObject({ status: 400, details: [{ field: 'language.tag' }] });

    setCookieConsentTier(api.state, 'free');
    const free = await owner.PUT('/consent/save-lang/{orgId}/{propId}/{lang}', {
      params: { path: { ...store, lang: 'de' } },
      body: DEFAULT_BANNER_TEXTS.de,
    });
    expect(errorOf(free)).toMatchObject({ status: 409, message: upgradeMessage('advanced_languages') });
  });
});

describe('error scenarios for stories', () => {
  const errors = createCookieConsentErrorHandlers(ANY_ORIGIN_BASE_URL);

  it('unlicensedProperty answers every Cookie Consent operation with the licence refusal', async () => {
    api.server.use(...errors.unlicensedProperty());
    const owner = await login(DEMO_EMAILS.owner);
    const cookies = await owner.GET('/all-cookie/{orgId}/{propId}', { params: { path: store } });
    expect(errorOf(cookies)).toMatchObject({ status: 409, code: 'subscription_inactive' });
    const publish = await owner.POST('/consent/banner-history/{oid}/{pid}', { params: { path: storeOP } });
    expect(errorOf(publish).message).toContain('Subscription');
    // Other modules answer as before.
    expect((await owner.GET('/organizations')).response.status).toBe(200);
  });

  it('scanLimitReached and upgradeRequired answer their operation', async () => {
    api.server.use(errors.scanLimitReached({ once: true }), errors.upgradeRequired('google_consent_mode'));
    const owner = await login(DEMO_EMAILS.owner);
    const scan = await owner.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } });
    expect(errorOf(scan)).toEqual({ status: 409, code: 'limit_reached', message: SCAN_LIMIT_MESSAGE });
    expect(
      (await owner.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } })).response
        .status,
    ).toBe(202);
    const draft = api.state.cookieConsent.banners.get(DEMO_IDS.store)?.draft as Schemas['BannerConfig'];
    const save = await owner.PUT('/consent/banner/{orgId}/{propId}', {
      params: { path: store },
      body: draft,
    });
    expect(errorOf(save)).toMatchObject({
      status: 409,
      code: 'upgrade_required',
      message: upgradeMessage('google_consent_mode'),
      details: [{ field: 'consent_mode.enabled' }],
    });
  });

  it('reset puts the seed back', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    await owner.POST('/publish-cookie/{orgId}/{propId}', { params: { path: store } });
    await owner.POST('/start-cookie-scanning/{orgId}/{propId}', { params: { path: store } });
    api.state.reset();
    expect(api.state.cookieConsent.cookies.list((c) => c.published)).toHaveLength(11);
    expect(api.state.cookieConsent.scans.list()).toHaveLength(2);
    expect(api.state.licences.list((l) => l.product === 'cookieConsent')).toHaveLength(1);
  });
});
