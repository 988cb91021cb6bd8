/**
 * The plan catalogue, the comparison tables, the plans a company holds, the plan record and the
 * enterprise request (calls-billing-spec §3, §7, §8, §9), over HTTP through the sdk client.
 */
import { featureComparison, PLAN_SEEDS, type Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/modules/billing/catalogue/catalogue.seed.ts';
import { organizationScope, usage } from '../src/modules/billing/limits/limits.service.ts';
import { demoIds } from './support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant, setStatus } from './support/licence-fixture.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  team = await loginDemoTeam(server);
  demo = await demoIds(server.running.deps.db);
});
afterAll(() => server?.close());

const db = () => server.running.deps.db;

async function catalogue(): Promise<Schemas['PlanCatalogue']> {
  const res = await server.client().GET('/billing/plan');
  expect(res.response.status).toBe(200);
  return res.data?.response as Schemas['PlanCatalogue'];
}

const GROUPS = ['cookieConsent', 'dsar', 'consentPreference', 'socialFortuna', 'combo'] as const;

describe('the plan catalogue', () => {
  it('is public and groups the plans per product, monthly and yearly', async () => {
    const cat = await catalogue();
    expect(Object.keys(cat).sort()).toEqual([...GROUPS].sort());
    const names = (group: (typeof GROUPS)[number]) => cat[group].monthly.map((p) => p.name);
    expect(names('cookieConsent')).toEqual(['Free', 'Starter', 'Essentials', 'Professional', 'Enterprise']);
    expect(names('dsar')).toEqual(['Starter', 'Essentials', 'Professional', 'Enterprise']);
    expect(names('consentPreference')).toEqual(['Starter', 'Essentials', 'Professional', 'Enterprise']);
    expect(names('socialFortuna')).toEqual(['Free', 'Starter', 'Essentials', 'Professional', 'Enterprise']);
    expect(names('combo')).toEqual(['Essential', 'Business', 'Business Plus', 'Enterprise']);
    const all = GROUPS.flatMap((g) => [...cat[g].monthly, ...cat[g].yearly]);
    expect(all).toHaveLength(PLAN_SEEDS.length);
    for (const g of GROUPS) {
      expect(cat[g].monthly.every((p) => p.cycle === 'monthly')).toBe(true);
      expect(cat[g].yearly.every((p) => p.cycle === 'yearly')).toBe(true);
    }
    // Prices are numbers in dollars, not the strings numeric columns come back as.
    expect(cat.dsar.monthly[2]).toMatchObject({
      name: 'Professional',
      product_name: 'DSAR',
      price: 199,
      type: 1,
      tier: 'professional',
      active: true,
      stripe_plan_id: 'price_dsar_professional_monthly',
    });
    expect(cat.dsar.monthly[2]?.limits).toMatchObject({
      forms: 10,
      workflows: 15,
      requests: 40_000,
      users: 5,
    });
  });

  it('charges 10 months for a year, and -1 for every Enterprise', async () => {
    const cat = await catalogue();
    for (const g of GROUPS) {
      for (const monthly of cat[g].monthly) {
        const yearly = cat[g].yearly.find((p) => p.tier === monthly.tier);
        expect(yearly, `${g} ${monthly.tier}`).toBeDefined();
        if (monthly.price > 0) expect(yearly?.price).toBe(monthly.price * 10);
        else expect(yearly?.price).toBe(monthly.price);
      }
      const enterprise = cat[g].monthly.find((p) => p.tier === 'enterprise');
      expect(enterprise?.name).toBe('Enterprise');
      expect(enterprise?.price).toBe(-1);
      expect(enterprise?.limits.users).toBe(-1);
    }
  });

  it('has free plans only for cookie consent and social fortuna', async () => {
    const cat = await catalogue();
    const free = GROUPS.flatMap((g) => [...cat[g].monthly, ...cat[g].yearly].filter((p) => p.price === 0));
    expect([...new Set(free.map((p) => p.type))].sort()).toEqual([0, 3]);
    expect(free.every((p) => p.name === 'Free')).toBe(true);
  });

  it('lists what one unit of each bundle grants', async () => {
    const cat = await catalogue();
    const contents = Object.fromEntries(cat.combo.monthly.map((p) => [p.name, p.contents]));
    expect(contents).toEqual({
      Essential: [{ type: 0, quantity: 1 }],
      Business: [
        { type: 0, quantity: 3 },
        { type: 1, quantity: 1 },
      ],
      'Business Plus': [
        { type: 0, quantity: 5 },
        { type: 1, quantity: 1 },
        { type: 2, quantity: 5 },
      ],
      Enterprise: [],
    });
    expect(cat.cookieConsent.monthly.every((p) => p.contents.length === 0)).toBe(true);
  });

  it('keeps plan ids when seeded again', async () => {
    const before = (await db()('plans').orderBy('id').select('id', 'stripe_plan_id')) as unknown[];
    await seedCatalogue(db());
    expect(await db()('plans').orderBy('id').select('id', 'stripe_plan_id')).toEqual(before);
    expect(before).toHaveLength(PLAN_SEEDS.length);
    const coupons = await db()('coupons').orderBy('code').select('code', 'percent_off');
    expect(coupons.map((c) => [c.code, Number(c.percent_off)])).toEqual([
      ['EXPIRED20', 20],
      ['HALFOFF', 50],
      ['SPRING25', 25],
      ['WELCOME10', 10],
    ]);
  });
});

describe('the comparison tables', () => {
  it('are public and read word for word as §9', async () => {
    const res = await server.client().GET('/billing/plan/features');
    expect(res.response.status).toBe(200);
    const tables = res.data?.response as Schemas['FeatureComparison'];
    expect(tables).toEqual(featureComparison());
    expect(tables.combo.columns).toEqual(['Essential', 'Business', 'Business Plus', 'Enterprise']);
    expect(tables.dsar.columns).toEqual(['Starter', 'Essentials', 'Professional', 'Enterprise']);
    const row = (t: Schemas['ComparisonTable'], name: string) => t.rows.find((r) => r.featureName === name);
    expect(row(tables.cookieConsent, 'Monthly pageviews')).toEqual({
      featureName: 'Monthly pageviews',
      free: '1,000',
      basic: 'up to 100,000',
      essentials: 'up to 500,000',
      professional: 'up to 1,000,000',
      enterprise: 'unlimited',
    });
    expect(row(tables.cookieConsent, 'Cookie scans')).toMatchObject({
      free: '1 per month',
      basic: '2 per month (up to 100 pages)',
      essentials: '2 per month',
      professional: '5 per month',
      enterprise: 'unlimited',
    });
    expect(row(tables.cookieConsent, 'Google Consent Mode')).toMatchObject({
      basic: 'NO',
      essentials: 'YES',
    });
    expect(row(tables.dsar, 'Requests')).toMatchObject({
      basic: 'up to 5,000',
      essentials: 'up to 20,000',
      professional: 'up to 40,000',
      enterprise: 'unlimited',
    });
    expect(row(tables.dsar, 'Support')).toMatchObject({
      basic: '24h',
      essentials: '24h',
      professional: '12h',
      enterprise: '3h',
    });
    expect(row(tables.combo, 'Bundle contents')).toMatchObject({
      basic: '1 cookie consent plan',
      essentials: '3 cookie consent and 1 DSAR',
      professional: '5 cookie consent, 1 DSAR, 5 consent preference',
    });
    expect(row(tables.socialFortuna, 'Sites')).toMatchObject({
      free: '1 site',
      basic: '1 noncommercial site',
      essentials: '1 commercial site',
      professional: 'unlimited commercial sites',
    });
  });
});

describe('held plans', () => {
  it('lists the demo company’s Cookie Consent and DSAR Professional subscriptions, and needs a login', async () => {
    const res = await team.owner.GET('/billing/list/subscription');
    expect(res.response.status).toBe(200);
    // By product type: Cookie Consent (0) held by Demo Store, DSAR (1) held by Demo Retail.
    expect(res.data?.response).toEqual([
      {
        active: true,
        type: 0,
        name: 'Professional',
        product_name: 'Cookie Consent',
        price: 69,
        cycle: 'monthly',
        stripe_plan_id: 'price_cookieConsent_professional_monthly',
      },
      {
        active: true,
        type: 1,
        name: 'Professional',
        product_name: 'DSAR',
        price: 199,
        cycle: 'monthly',
        stripe_plan_id: 'price_dsar_professional_monthly',
      },
    ]);
    // Every member may read what the company holds.
    expect((await team.viewer.GET('/billing/list/subscription')).data?.response).toHaveLength(2);
    expect((await server.client().GET('/billing/list/subscription')).response.status).toBe(401);
  });

  it('gives the organization’s DSAR plan and the property’s Cookie Consent plan as current plans', async () => {
    const res = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.retailId, pid: demo.storeId } },
    });
    expect(res.response.status).toBe(200);
    const cookieConsent = {
      subscription_id: expect.any(Number),
      licence_id: expect.any(Number),
      stripe_sub_id: 'sub_demo_cookie',
      stripe_plan_id: 'price_cookieConsent_professional_monthly',
      sub_item_id: 'si_demo_cookie',
      total_licence: 1,
      discount_applied: false,
      discount_percentage: 0,
      product_name: 'Cookie Consent',
      name: 'Professional',
      price: 69,
      cycle: 'monthly',
      type: 0,
      tier: 'professional',
      status: 'active',
    };
    // The organization's DSAR plan first, then the property's licence.
    expect(res.data?.response).toEqual([
      {
        subscription_id: expect.any(Number),
        licence_id: expect.any(Number),
        stripe_sub_id: 'sub_demo_dsar',
        stripe_plan_id: 'price_dsar_professional_monthly',
        sub_item_id: 'si_demo_dsar',
        total_licence: 1,
        discount_applied: false,
        discount_percentage: 0,
        product_name: 'DSAR',
        name: 'Professional',
        price: 199,
        cycle: 'monthly',
        type: 1,
        tier: 'professional',
        status: 'active',
      },
      cookieConsent,
    ]);
    const org = (await db()('organizations').where({ id: demo.retailId }).first()) as {
      org_license_id: number;
    };
    expect(res.data?.response[0]?.licence_id).toBe(org.org_license_id);
    const property = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.retailId, pid: demo.storeId, type: 0 } },
    });
    expect(property.data?.response).toEqual([cookieConsent]);
    const licence = await db()('licences').where({ property_id: demo.storeId }).first('id');
    expect(property.data?.response[0]?.licence_id).toBe(licence?.id);
    // Demo Blog, the organization's other property, holds no Cookie Consent licence.
    const blog = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.retailId, pid: demo.blogId, type: 0 } },
    });
    expect(blog.data?.response).toEqual([]);
    const dsar = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.retailId, type: 1 } },
    });
    expect(dsar.data?.response.map((p) => p.stripe_sub_id)).toEqual(['sub_demo_dsar']);
    const health = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.healthId, pid: demo.clinicId } },
    });
    expect(health.data?.response).toEqual([]);
  });

  it('answers 404 for an organization the member cannot see or a property of another organization', async () => {
    const hidden = await team.viewer.GET('/billing/current/plan', {
      params: { query: { oid: demo.healthId } },
    });
    expect(hidden.response.status).toBe(404);
    const mixed = await team.owner.GET('/billing/current/plan', {
      params: { query: { oid: demo.retailId, pid: demo.clinicId } },
    });
    expect(mixed.response.status).toBe(404);
  });

  it('returns the bundle that licenses a property for its product types and for type 11', async () => {
    const bundle = await grant(db(), {
      companyId: demo.companyId,
      plan: 'price_combo_professional_yearly',
      discount: 25,
      assign: [
        { product: 'cookieConsent', propertyId: demo.blogId },
        { product: 'consentPreference', propertyId: demo.blogId },
      ],
    });
    try {
      const plans = async (type?: 0 | 1 | 2 | 3 | 11) =>
        (
          await team.owner.GET('/billing/current/plan', {
            params: {
              query: { oid: demo.retailId, pid: demo.blogId, ...(type === undefined ? {} : { type }) },
            },
          })
        ).data?.response ?? [];
      const cc = await plans(0);
      expect(cc).toHaveLength(1);
      expect(cc[0]).toMatchObject({
        stripe_sub_id: bundle.providerSubscriptionId,
        stripe_plan_id: 'price_combo_professional_yearly',
        name: 'Business Plus',
        product_name: 'Bundle',
        type: 11,
        tier: 'professional',
        cycle: 'yearly',
        price: 3490,
        discount_applied: true,
        discount_percentage: 25,
      });
      expect((await plans(2)).map((p) => p.type)).toEqual([11]);
      expect(await plans(3)).toEqual([]);
      expect((await plans(11)).map((p) => p.licence_id).sort()).toEqual(
        (await plans())
          .filter((p) => p.type === 11)
          .map((p) => p.licence_id)
          .sort(),
      );
      // Without a type: the DSAR plan first, then one entry per property licence.
      expect((await plans()).map((p) => p.type)).toEqual([1, 11, 11]);
      const held = (await team.owner.GET('/billing/list/subscription')).data?.response ?? [];
      expect(held.map((p) => p.stripe_plan_id)).toEqual([
        'price_cookieConsent_professional_monthly',
        'price_dsar_professional_monthly',
        'price_combo_professional_yearly',
      ]);
      // A canceled subscription's licences no longer count.
      await setStatus(db(), bundle.subscriptionId, 'canceled');
      expect(await plans(0)).toEqual([]);
      expect(
        (await team.owner.GET('/billing/list/subscription')).data?.response.map((p) => p.stripe_plan_id),
      ).toEqual(['price_cookieConsent_professional_monthly', 'price_dsar_professional_monthly']);
    } finally {
      await db()('subscriptions').where({ id: bundle.subscriptionId }).delete();
    }
  });
});

describe('allowed features (the plan record)', () => {
  it('gives Demo Retail its DSAR Professional licence, user limit and availability', async () => {
    const res = await team.owner.GET('/billing/plan/allowed-features', {
      params: { query: { oid: demo.retailId, pid: demo.blogId } },
    });
    expect(res.response.status).toBe(200);
    const record = res.data?.response as Schemas['PlanRecord'];
    expect(record.plan_details).toEqual({
      dsar: {
        licence_id: expect.any(Number),
        subscription_id: expect.any(Number),
        plan_name: 'Professional',
        product_name: 'DSAR',
        tier: 'professional',
        price: 199,
        cycle: 'monthly',
        status: 'active',
        limits: expect.objectContaining({ forms: 10, workflows: 15, requests: 40_000, users: 5 }),
      },
      cookieConsent: null,
      consentPreference: null,
      socialFortuna: null,
    });
    expect(record.features).toEqual([
      { feature: 'Forms', quantity: 10 },
      { feature: 'Workflow', quantity: 15 },
      { feature: 'Requests', quantity: 40_000 },
      { feature: 'Users Per Organization', quantity: 5 },
    ]);
    // The DSAR demo's form, workflow and this month's requests count against the plan.
    const retail = organizationScope(demo.companyId, demo.retailId);
    const db = server.running.deps.db;
    const used = {
      forms: await usage(db, retail, 'forms'),
      workflows: await usage(db, retail, 'workflows'),
      requests: await usage(db, retail, 'requests'),
    };
    expect(used.forms).toBe(1);
    expect(used.workflows).toBe(1);
    expect(record).toMatchObject({
      user_limit: 5,
      user_available: 3,
      form_available: 10 - used.forms,
      request_available: 40_000 - used.requests,
      workflow_available: 15 - used.workflows,
    });
    // Demo Blog has no cookie consent licence: the free tier's monthly quotas.
    expect(record.usage).toEqual({
      pageviews: { used: 0, limit: 1_000, available: 1_000 },
      consents: { used: 0, limit: 5_000, available: 5_000 },
      scans: { used: 0, limit: 1, available: 1 },
      requests: { used: used.requests, limit: 40_000, available: 40_000 - used.requests },
    });
    // An organization member reads the same record.
    const byViewer = await team.viewer.GET('/billing/plan/allowed-features', {
      params: { query: { oid: demo.retailId, pid: demo.blogId } },
    });
    expect(byViewer.data?.response).toEqual(record);
  });

  it('gives Demo Store its Cookie Consent Professional licence and its monthly quotas', async () => {
    const res = await team.owner.GET('/billing/plan/allowed-features', {
      params: { query: { oid: demo.retailId, pid: demo.storeId } },
    });
    expect(res.response.status).toBe(200);
    const record = res.data?.response as Schemas['PlanRecord'];
    expect(record.plan_details.cookieConsent).toEqual({
      licence_id: expect.any(Number),
      subscription_id: expect.any(Number),
      plan_name: 'Professional',
      product_name: 'Cookie Consent',
      tier: 'professional',
      price: 69,
      cycle: 'monthly',
      status: 'active',
      limits: expect.objectContaining({ scans: 5, pageviews: 1_000_000, consents: 100_000, users: 5 }),
    });
    expect(record.plan_details.dsar).toMatchObject({ plan_name: 'Professional', product_name: 'DSAR' });
    // Both licences allow 5 users: the organization's limit stays 5.
    // Less the DSAR demo's form.
    expect(record).toMatchObject({ user_limit: 5, user_available: 3, form_available: 9 });
    // The seeded scans (1 and 8 days ago) count in the month they ran.
    const month = new Date().toISOString().slice(0, 7);
    const scans = (
      await server.running.deps.db('scan_jobs').where({ property_id: demo.storeId }).select('created_at')
    ).filter((j) => new Date(j.created_at).toISOString().slice(0, 7) === month).length;
    // So do the demo's consent records and pageviews of this month.
    const db = server.running.deps.db;
    const monthStart = `${month}-01`;
    const consents = Number(
      (
        (await db('consent_records')
          .where({ property_id: demo.storeId })
          .where('recorded_at', '>=', monthStart)
          .count('* as n')
          .first()) as { n: number | string }
      ).n,
    );
    const pageviews = Number(
      (
        (await db('pageviews_daily')
          .where({ property_id: demo.storeId })
          .where('day', '>=', monthStart)
          .sum('count as n')
          .first()) as { n: number | string | null }
      ).n ?? 0,
    );
    expect(consents).toBeGreaterThan(0);
    // And the DSAR demo's requests of this month, on Demo Retail.
    const requests = await usage(db, organizationScope(demo.companyId, demo.retailId), 'requests');
    expect(record.usage).toEqual({
      pageviews: { used: pageviews, limit: 1_000_000, available: 1_000_000 - pageviews },
      consents: { used: consents, limit: 100_000, available: 100_000 - consents },
      scans: { used: scans, limit: 5, available: 5 - scans },
      requests: { used: requests, limit: 40_000, available: 40_000 - requests },
    });
  });

  it('gives unlicensed Demo Health nothing but the free user', async () => {
    const res = await team.owner.GET('/billing/plan/allowed-features', {
      params: { query: { oid: demo.healthId } },
    });
    expect(res.data?.response).toEqual({
      plan_details: { dsar: null, cookieConsent: null, consentPreference: null, socialFortuna: null },
      features: [],
      user_limit: 1,
      user_available: 1,
      form_available: 0,
      request_available: 0,
      workflow_available: 0,
      usage: {
        pageviews: { used: 0, limit: 0, available: 0 },
        consents: { used: 0, limit: 0, available: 0 },
        scans: { used: 0, limit: 0, available: 0 },
        requests: { used: 0, limit: 0, available: 0 },
      },
    });
    expect(
      (await team.viewer.GET('/billing/plan/allowed-features', { params: { query: { oid: demo.healthId } } }))
        .response.status,
    ).toBe(404);
  });

  it('merges the features of the property’s licences with the organization’s', async () => {
    const cc = await grant(db(), {
      companyId: demo.companyId,
      plan: 'price_cookieConsent_essentials_monthly',
      assign: [{ product: 'cookieConsent', propertyId: demo.clinicId }],
    });
    try {
      const record = (
        await team.owner.GET('/billing/plan/allowed-features', {
          params: { query: { oid: demo.healthId, pid: demo.clinicId } },
        })
      ).data?.response as Schemas['PlanRecord'];
      expect(record.plan_details.cookieConsent).toMatchObject({
        plan_name: 'Essentials',
        product_name: 'Cookie Consent',
        price: 29,
        tier: 'essentials',
      });
      expect(record.plan_details.dsar).toBeNull();
      expect(record.features).toContainEqual({ feature: 'Google vendors', quantity: 1 });
      expect(record.features).toContainEqual({ feature: 'Domain Scan', quantity: 2 });
      // The cookie consent licence on one of its properties lifts the organization's user limit.
      expect(record.user_limit).toBe(2);
      expect(record.usage.scans).toEqual({ used: 0, limit: 2, available: 2 });
      expect(record.usage.pageviews.limit).toBe(500_000);
      expect(record.form_available).toBe(0);
    } finally {
      await db()('subscriptions').where({ id: cc.subscriptionId }).delete();
    }
  });
});

describe('the enterprise request', () => {
  const body = {
    email_id: 'owner@demo.test',
    product_name: ['DSAR Enterprise', 'Business plus'],
    additional_info: 'About 40 websites in 12 countries.',
  };

  it('is stored with who sent it, from where, and answers Request Sent Successfully', async () => {
    const res = await team.owner.POST('/enterprise-plan/request', {
      body,
      headers: { 'user-agent': 'PortalTest/1.0' },
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.message).toBe('Request Sent Successfully');
    const rows = await db()('enterprise_requests').select();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: demo.companyId,
      user_id: demo.ownerId,
      email: 'owner@demo.test',
      products: ['DSAR Enterprise', 'Business plus'],
      additional_info: 'About 40 websites in 12 countries.',
      user_agent: 'PortalTest/1.0',
    });
    expect(rows[0]?.user_ip).toMatch(/127\.0\.0\.1/);
    expect((await team.admin.POST('/enterprise-plan/request', { body })).response.status).toBe(201);
  });

  it('is refused to organization roles and anonymous callers, and nothing is stored', async () => {
    const before = (await db()('enterprise_requests').select()).length;
    for (const api of [team.orgAdmin, team.viewer]) {
      const res = await api.POST('/enterprise-plan/request', { body });
      expect(res.response.status).toBe(403);
      expect(res.error?.error.code).toBe('forbidden');
      expect(res.error?.error.message).toContain('is not authorized');
    }
    expect((await server.client().POST('/enterprise-plan/request', { body })).response.status).toBe(401);
    const bad = await team.owner.POST('/enterprise-plan/request', { body: { ...body, product_name: [] } });
    expect(bad.response.status).toBe(400);
    expect((await db()('enterprise_requests').select()).length).toBe(before);
  });
});
