/** Subscriptions after purchase: quantity, upgrade, cancel and the test clock, trials, roles. */
import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, buy, planId } from './support/billing.ts';
import { createCompany, demoIds } from './support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let team: DemoTeam;
let owner: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;
const plan = (key: string) => planId(server.running.deps.db, key);

beforeAll(async () => {
  server = await startTestServer();
  team = await loginDemoTeam(server);
  owner = team.owner;
  demo = await demoIds(server.running.deps.db);
});
afterAll(() => server?.close());

async function newest() {
  const list = (await owner.GET('/billing/list/subscription_list')).data?.response ?? [];
  return list[0] as NonNullable<(typeof list)[number]>;
}

const STATUS_NOTICE =
  'The subscription status for Cookie Consent has changed. Please contact your administrator.';
async function notifications(api: ApiClient) {
  const { data } = await api.GET('/notification', { params: { query: { limit: 50 } } });
  return (data?.response.notification_data ?? []).map((n) => n.notification);
}

describe('quantity and upgrade', () => {
  it('keeps the quantity at or above the assigned licences (409 licence_in_use)', async () => {
    // Demo Blog and Demo Clinic: the demo's properties without a Cookie Consent licence (Demo Store
    // holds the seeded one).
    await buy(
      server,
      owner,
      [{ id: await plan('price_cookieConsent_basic_monthly'), quantity: 2, pid: demo.blogId }],
      'WELCOME10',
    );
    const sub = await newest();
    expect(sub.plan.name).toBe('Starter');
    expect(sub.licences.filter((l) => l.assigned_to?.id === demo.blogId)).toHaveLength(1);
    const free = sub.licences.find((l) => !l.assigned_to);
    const assigned = await owner.POST('/assign/license/property', {
      body: { licence_id: free?.id as number, property_id: demo.clinicId },
    });
    expect(assigned.response.status).toBe(200);
    const lower = await owner.POST('/billing/subscription/update', {
      body: { subscription_id: sub.id, quantity: 1 },
    });
    expect(lower.response.status).toBe(409);
    expect(lower.error?.error.code).toBe('licence_in_use');
    const raise = await owner.POST('/billing/subscription/update', {
      body: { subscription_id: sub.id, quantity: 3 },
    });
    expect(raise.response.status).toBe(200);
    expect(raise.data?.response.quantity).toBe(3);
    expect(raise.data?.response.licences).toHaveLength(3);
  });

  it('upgrades only to a pricier plan of the same product; licences keep their targets, the discount stays', async () => {
    const sub = await newest();
    const request = (new_stripe_plan_id: string) => ({
      stripe_sub_id: sub.stripe_sub_id,
      prev_stripe_plan_id: sub.plan.stripe_plan_id,
      new_stripe_plan_id,
      sub_item_id: sub.sub_item_id,
      quantity: sub.quantity,
    });
    for (const target of [
      'price_cookieConsent_free_monthly',
      'price_dsar_professional_monthly',
      'price_cookieConsent_enterprise_monthly',
    ]) {
      const refused = await owner.POST('/billing/upgrade/plan', { body: request(target) });
      expect(refused.response.status, target).toBe(409);
      expect(refused.error?.error).toMatchObject({
        code: 'not_upgradable',
        message: 'Choose a plan priced above your current plan',
      });
    }
    const up = await owner.POST('/billing/upgrade/plan', {
      body: request('price_cookieConsent_essentials_monthly'),
    });
    expect(up.response.status).toBe(200);
    expect(up.data?.message).toBe('Successfully Upgraded Plan');
    expect(up.data?.response.plan.name).toBe('Essentials');
    expect(up.data?.response.discount_percentage).toBe(10);
    expect(up.data?.response.licences.every((l) => l.tier === 'essentials')).toBe(true);
    expect(up.data?.response.licences.map((l) => l.assigned_to?.id ?? null).sort()).toEqual(
      sub.licences.map((l) => l.assigned_to?.id ?? null).sort(),
    );
    const history = (await owner.GET('/license/history')).data?.response.items ?? [];
    expect(history[0]).toMatchObject({
      action: 'upgraded',
      actor_name: 'Olivia Owner',
      plan_name: 'Essentials',
    });
  });

  it('adds the licences of the new contents on a bundle upgrade', async () => {
    await buy(server, owner, [{ id: await plan('price_combo_basic_monthly'), quantity: 1 }]);
    const bundle = await newest();
    expect(bundle.licences.map((l) => l.product)).toEqual(['cookieConsent']);
    const up = await owner.POST('/billing/upgrade/plan', {
      body: {
        stripe_sub_id: bundle.stripe_sub_id,
        prev_stripe_plan_id: bundle.plan.stripe_plan_id,
        new_stripe_plan_id: 'price_combo_essentials_monthly',
        sub_item_id: bundle.sub_item_id,
        quantity: 1,
      },
    });
    expect(up.response.status).toBe(200);
    const products = (up.data?.response.licences ?? []).map((l) => `${l.product}:${l.tier}`).sort();
    expect(products).toEqual([
      'cookieConsent:essentials',
      'cookieConsent:essentials',
      'cookieConsent:essentials',
      'dsar:essentials',
    ]);
  });
});

describe('cancel at period end and the test clock', () => {
  it('keeps access until the period ends, then ends the subscription and releases its licences', async () => {
    const sub = (await owner.GET('/billing/list/subscription_list')).data?.response.find(
      (s) => s.plan.name === 'Essentials' && s.plan.type === 0,
    );
    const id = sub?.id as number;
    const cancel = await owner.POST('/billing/subscription/cancel', { body: { subscription_id: id } });
    expect(cancel.response.status).toBe(200);
    expect(cancel.data?.response).toMatchObject({ status: 'active', cancel_at_period_end: true });
    // Demo Blog holds one of its licences (the cart's target).
    const blog = () =>
      owner.GET('/property/{orgId}/{propId}', {
        params: { path: { orgId: demo.retailId, propId: demo.blogId } },
      });
    expect((await blog()).data?.response.name).toEqual(['Cookie']);

    // The clock belongs to the account: no token, a member who cannot buy, another company → refused.
    const anonymous = await fetch(`${server.url}/test-provider/subscriptions/${id}/advance`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    expect((await advance(server, id, undefined, 'viewer@demo.test')).status).toBe(403);
    const other = await createCompany(server, 'Clock Corp');
    const foreign = await fetch(`${server.url}/test-provider/subscriptions/${id}/advance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(404);
    expect((await blog()).data?.response.name).toEqual(['Cookie']);

    const ended = await advance(server, id);
    expect(ended.status).toBe(200);
    const after = await owner.GET('/billing/subscription/{id}', { params: { path: { id } } });
    expect(after.data?.response.status).toBe('canceled');
    expect(
      after.data?.response.licences.every((l) => l.assigned_to === null && l.status === 'inactive'),
    ).toBe(true);
    expect((await blog()).data?.response.name).toBeNull();
    // The demo's own Cookie Consent licence on Demo Store is untouched.
    const store = await owner.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId } },
    });
    expect(store.data?.response.name).toEqual(['Cookie']);
    expect(await notifications(team.viewer)).toContain(STATUS_NOTICE);

    const again = await owner.POST('/billing/subscription/update', {
      body: { subscription_id: id, quantity: 5 },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe('subscription_ended');
  });

  it('renews, and a failed renewal makes it past due with a notice to every member', async () => {
    await buy(server, owner, [
      { id: await plan('price_cookieConsent_basic_yearly'), quantity: 1, pid: demo.clinicId },
    ]);
    const sub = await newest();
    const renewed = await advance(server, sub.id);
    const body = (await renewed.json()) as { response: { current_period_start: string; status: string } };
    expect(body.response.status).toBe('active');
    expect(body.response.current_period_start).toBe(sub.current_period_end);
    const failed = await advance(server, sub.id, 'fail');
    expect(((await failed.json()) as { response: { status: string } }).response.status).toBe('past_due');
    const notes = await notifications(team.admin);
    expect(notes.filter((n) => n === STATUS_NOTICE).length).toBeGreaterThanOrEqual(2);
    const invoices = (await owner.GET('/billing/list/invoice')).data?.response.items ?? [];
    expect(invoices[0]?.status).toBe('open');
  });
});

describe('trials', () => {
  it('gives one 14-day trial licence per product, assigned to the chosen property', async () => {
    const cp = await plan('price_consentPreference_basic_monthly');
    const trial = await owner.POST('/billing/checkout/trialsession', {
      body: { plan_id: cp, oid: demo.retailId, pid: demo.blogId },
    });
    expect(trial.response.status).toBe(201);
    const sub = trial.data?.response;
    expect(sub?.status).toBe('trialing');
    const days = (Date.parse(sub?.trial_end as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(sub?.licences).toHaveLength(1);
    expect(sub?.licences[0]?.assigned_to).toMatchObject({ kind: 'property', id: demo.blogId });
    const blog = await owner.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
    });
    expect(blog.data?.response.name).toContain('Preference');

    const again = await owner.POST('/billing/checkout/trialsession', {
      body: { plan_id: await plan('price_consentPreference_professional_yearly') },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe('trial_used');
  });

  it('refuses free and Enterprise plans', async () => {
    for (const key of ['price_cookieConsent_free_monthly', 'price_socialFortuna_enterprise_monthly']) {
      const res = await owner.POST('/billing/checkout/trialsession', { body: { plan_id: await plan(key) } });
      expect(res.response.status, key).toBe(400);
      expect(res.error?.error.details?.[0]?.field).toBe('plan_id');
    }
  });
});

describe('roles', () => {
  it('lets Organization Administrators and View only users read but not buy or change (403)', async () => {
    const sub = await newest();
    const cc = await plan('price_cookieConsent_basic_monthly');
    for (const api of [team.orgAdmin, team.viewer]) {
      const calls = [
        api.POST('/cart', { body: { id: cc, quantity: 1 } }),
        api.POST('/billing/checkout/session', { body: {} }),
        api.POST('/billing/checkout/trialsession', { body: { plan_id: cc } }),
        api.POST('/billing/subscription/cancel', { body: { subscription_id: sub.id } }),
        api.POST('/billing/subscription/update', { body: { subscription_id: sub.id, quantity: 4 } }),
        api.POST('/billing/upgrade/plan', {
          body: {
            stripe_sub_id: sub.stripe_sub_id,
            prev_stripe_plan_id: sub.plan.stripe_plan_id,
            new_stripe_plan_id: 'price_cookieConsent_professional_yearly',
            sub_item_id: sub.sub_item_id,
            quantity: 1,
          },
        }),
        api.POST('/billing/customerportal/session'),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.response.status, res.response.url).toBe(403);
        expect(res.error?.error.message).toMatch(/is not authorized/);
      }
      expect((await api.GET('/billing/list/subscription_list')).response.status).toBe(200);
      expect((await api.GET('/licensed/property_license')).response.status).toBe(200);
    }
    expect((await newest()).quantity).toBe(sub.quantity);
  });
});
