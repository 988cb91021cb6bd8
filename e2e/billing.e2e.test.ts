import { buildUpgradeRequest } from '@privacy-portal/sdk';
import { describe, expect, test } from 'vitest';
import {
  type Account,
  apiAs,
  buyPlan,
  createAccount,
  DEMO,
  logInByApi,
  monthlyPlan,
  ok,
} from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { logIn, waitForPath, waitForWelcome } from './support/portal.ts';

const session = useBrowser();

/** A cookie-consent module page (portal/src/routing/route-table.ts), licensed per property. */
const COOKIE_ROUTE = '/cookie-consent/cookie-tracking';
const DECLINED_CARD = '4000 0000 0000 0002';
const PAYING_CARD = '4242 4242 4242 4242';
/** What the server writes to every company member when a subscription's status changes. */
const STATUS_NOTICE =
  'The subscription status for Cookie Consent has changed. Please contact your administrator.';

/** One test's free sign-up: its account, token and the pair its registration made. */
interface Buyer {
  account: Account;
  token: string;
  oid: number;
  pid: number;
}

const pair = (buyer: Buyer) => `oid=${buyer.oid}&pid=${buyer.pid}`;

/** A new free account, logged in in this test's browser. */
async function freeBuyer(): Promise<Buyer> {
  const made = await createAccount('billing');
  await session.signIn(made.token);
  return made;
}

/** A new account that bought Cookie Consent Essentials (monthly, WELCOME10) for its property through the API. */
async function essentialsBuyer(): Promise<Buyer> {
  const buyer = await freeBuyer();
  await buyPlan(
    buyer.token,
    await monthlyPlan('cookieConsent', 'Essentials'),
    { pid: buyer.pid },
    'WELCOME10',
  );
  return buyer;
}

/** The account's only Cookie Consent subscription's scope plan (for the upgrade request). */
async function currentCookiePlan(buyer: Buyer) {
  const plans = (
    await ok(
      apiAs(buyer.token).GET('/billing/current/plan', {
        params: { query: { oid: buyer.oid, pid: buyer.pid } },
      }),
    )
  ).response;
  const current = plans.find((p) => p.product_name === 'Cookie Consent');
  if (!current) throw new Error('The property holds no Cookie Consent plan');
  return current;
}

/**
 * Cookie Consent Essentials in the cart, the order started with WELCOME10, and the browser on the
 * test provider's payment page, as "Proceed to payment" leaves it.
 */
async function atPaymentPage(buyer: Buyer): Promise<void> {
  const api = apiAs(buyer.token);
  const essentials = await monthlyPlan('cookieConsent', 'Essentials');
  await ok(api.POST('/cart', { body: { id: essentials.id, quantity: 1, pid: buyer.pid } }));
  const { url } = (await ok(api.POST('/billing/checkout/session', { body: { coupon_code: 'WELCOME10' } })))
    .response;
  await session.page.goto(url);
  await session.page.getByRole('heading', { level: 1, name: 'Pay for your order' }).waitFor();
}

/** The property of the account as the server answers it now (its licensed products in `name`). */
async function accountProperty(buyer: Buyer) {
  const organizations = (await ok(apiAs(buyer.token).GET('/organizations'))).response;
  const property = organizations.flatMap((o) => o.properties).find((p) => p.property_id === buyer.pid);
  if (!property) throw new Error('The account’s property is gone');
  return property;
}

async function allowedFeatures(buyer: Buyer) {
  return (
    await ok(
      apiAs(buyer.token).GET('/billing/plan/allowed-features', {
        params: { query: { oid: buyer.oid, pid: buyer.pid } },
      }),
    )
  ).response;
}

/** The cookie-consent module page renders for the account's property and stays. */
async function expectCookieRouteOpens(buyer: Buyer): Promise<void> {
  const { page } = session;
  await page.goto(`${COOKIE_ROUTE}?${pair(buyer)}`);
  await page.getByRole('heading', { level: 1, name: 'Consent Tracking' }).waitFor();
  // Whatever the session still loads is in; the guard had its say.
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(COOKIE_ROUTE);
}

/** The licence guard sends the cookie-consent module page to the analytics dashboard. */
async function expectCookieRouteRefused(buyer: Buyer): Promise<void> {
  const { page } = session;
  await page.goto(`${COOKIE_ROUTE}?${pair(buyer)}`);
  await page.waitForURL(
    (url) =>
      url.pathname === '/home/dashboard/analytics' && url.searchParams.get('pid') === String(buyer.pid),
  );
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The pricing page on Custom → Cookie Consent, billed monthly; answers the Cookie Consent cards. */
async function openCookieConsentPlans(buyer: Buyer) {
  const { page } = session;
  await page.goto(`/settings/billing/pricing?${pair(buyer)}`);
  await page.getByRole('heading', { level: 1, name: 'Get Started: Free 14 Days Trial' }).waitFor();
  await page.getByRole('tab', { name: 'Custom', exact: true }).click();
  await page.getByRole('tab', { name: 'Cookie Consent', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Cookie Consent plans', exact: true });
  await cards.waitFor();
  const yearly = page.getByRole('switch', { name: 'Billed annually' });
  if (await yearly.isChecked()) await yearly.click();
  expect(await yearly.isChecked()).toBe(false);
  await page.getByText('Billed monthly', { exact: true }).first().waitFor();
  return {
    card: (name: string) => cards.getByRole('article', { name, exact: true }),
  };
}

/** Fills the test provider's card form and presses Pay. */
async function payWith(account: Account, number: string): Promise<void> {
  const { page } = session;
  await page.getByLabel('Name on card').fill(`${account.firstname} ${account.lastname}`);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $26.10' }).click();
}

// Each test has its own free sign-up, brought to the state it needs (an order, a paid plan, an
// upgrade) through the API, and its own browser context. The demo viewer is only read.
describe('a free sign-up buys, upgrades and cancels Cookie Consent', () => {
  test('a. pricing → cart → review with WELCOME10 → the payment provider', async () => {
    const { page } = session;
    const made = await createAccount('billing');
    expect((await accountProperty(made)).name ?? []).not.toContain('Cookie');

    await logIn(page, made.account.email, made.account.password);
    await waitForWelcome(page, made.account.firstname);

    // Before the purchase the cookie-consent pages are refused.
    await expectCookieRouteRefused(made);

    const plans = await openCookieConsentPlans(made);
    // The floating Quick Start guide opens for a new account and covers the lower right corner,
    // where the order's buttons are; closed, it stays closed for this browser session.
    await page.getByRole('button', { name: 'Close Quick Start', exact: true }).click();
    await shot(page, 'billing-1-pricing');
    const essentials = plans.card('Essentials');
    expect(await essentials.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('1');
    await essentials.getByRole('button', { name: 'Add to Cart' }).click();

    const popup = page.getByRole('region', { name: 'Added to cart' });
    await popup.waitFor();
    // The popup hides after 4 s unless pointed at: the pointer rests on it while it is read.
    await popup.hover();
    const text = await popup.textContent();
    for (const line of ['Cookie Consent Essentials', 'Billed - monthly', 'Price - $29', 'Quantity - 1']) {
      expect(text).toContain(line);
    }
    await popup.getByRole('link', { name: 'Open Cart' }).click();

    await waitForPath(page, '/settings/billing/cart', `?${pair(made)}`);
    const item = page.getByRole('listitem').filter({ hasText: 'Cookie Consent · Essentials' });
    await item.waitFor();
    expect(await item.textContent()).toContain(`for ${made.account.property}`);
    expect(await item.textContent()).toContain('$29.00');
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Cart, / })
        .textContent(),
    ).toContain('Cart, 1 item');
    await shot(page, 'billing-2-cart');
    await page.getByRole('link', { name: 'Review order' }).click();

    await waitForPath(page, '/settings/billing/cartreview');
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    await page.getByRole('cell', { name: made.account.property }).waitFor();
    await page.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('WELCOME10 — 10% off').waitFor();
    await page.getByText('Promo WELCOME10 (10% off)').waitFor();
    const totals = page.getByRole('complementary', { name: 'Total' });
    await totals.getByText('$26.10').waitFor();
    expect(await totals.textContent()).toContain('Total due today$26.10');
    await shot(page, 'billing-3-review');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/test-provider/checkout/'));
    await page.getByRole('heading', { level: 1, name: 'Pay for your order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay $26.10' }).count()).toBe(1);
    await shot(page, 'billing-4-provider');
  });

  test('b. a declined card buys nothing', async () => {
    const { page } = session;
    const buyer = await freeBuyer();
    await atPaymentPage(buyer);
    await payWith(buyer.account, DECLINED_CARD);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/test-provider\/checkout\//);
    await shot(page, 'billing-5-declined');

    const api = apiAs(buyer.token);
    expect((await ok(api.GET('/billing/list/subscription_list'))).response).toEqual([]);
    expect((await ok(api.GET('/licensed/property_license'))).response).toEqual([]);
    expect((await accountProperty(buyer)).name ?? []).not.toContain('Cookie');
  });

  test('c. a good card pays: the subscription is active and licenses the property', async () => {
    const { page } = session;
    const buyer = await freeBuyer();
    const { account } = buyer;
    // The portal's pages as the order leaves them: the pair selected, then the payment page.
    await page.goto(`/settings/billing/cart?${pair(buyer)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await atPaymentPage(buyer);
    await payWith(account, PAYING_CARD);

    await waitForPath(page, '/settings/billing/manage');
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment received — your subscription is active' })
      .waitFor();
    // The payment return carries the selected pair, like every logged-in link.
    const returned = new URL(page.url()).searchParams;
    expect([returned.get('oid'), returned.get('pid')]).toEqual([String(buyer.oid), String(buyer.pid)]);
    const card = page.getByRole('region', { name: 'Cookie Consent · Essentials' });
    await card.getByText('Active', { exact: true }).waitFor();
    const licences = card.getByRole('table', { name: 'Licences of Cookie Consent · Essentials' });
    await licences.getByRole('cell', { name: `${account.property} (property)` }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await shot(page, 'billing-6-manage');

    const [subscription, ...others] = (await ok(apiAs(buyer.token).GET('/billing/list/subscription_list')))
      .response;
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({ status: 'active', quantity: 1, discount_percentage: 10 });
    expect(subscription?.plan).toMatchObject({ name: 'Essentials', cycle: 'monthly', price: 29 });
    expect(subscription?.licences).toHaveLength(1);
    expect(subscription?.licences[0]?.assigned_to).toMatchObject({
      kind: 'property',
      id: buyer.pid,
      name: account.property,
    });
    expect((await accountProperty(buyer)).name).toContain('Cookie');
  });

  test('d. with the plan paid, the cookie-consent pages of the property open', async () => {
    await expectCookieRouteOpens(await essentialsBuyer());
  });

  test('e. Essentials gives 2 users; the upgrade to Professional gives 5 users and 5 scans', async () => {
    const { page } = session;
    const buyer = await essentialsBuyer();
    const before = await allowedFeatures(buyer);
    expect(before.user_limit).toBe(2);
    expect(before.usage.scans.limit).toBe(2);
    expect(before.plan_details.cookieConsent).toMatchObject({ plan_name: 'Essentials' });
    await page.goto(`/plans?${pair(buyer)}`);
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    await page.getByRole('region', { name: 'Cookie Consent · Essentials' }).waitFor();
    await page.getByText('Limit 2 per organization').waitFor();
    await shot(page, 'billing-7-plans-essentials');

    const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure you want to upgrade?' });
    // Cancel closes the dialog and goes to the welcome page (calls-billing-spec §4), upgrading nothing.
    let plans = await openCookieConsentPlans(buyer);
    await plans.card('Professional').getByRole('button', { name: 'Upgrade' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/home/welcome', `?${pair(buyer)}`);
    expect((await allowedFeatures(buyer)).plan_details.cookieConsent).toMatchObject({
      plan_name: 'Essentials',
    });

    plans = await openCookieConsentPlans(buyer);
    await plans.card('Professional').getByRole('button', { name: 'Upgrade' }).click();
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Cookie Consent Professional');
    await shot(page, 'billing-8-confirm-upgrade');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // A successful upgrade ends on the welcome page too, with the success alert.
    await waitForPath(page, '/home/welcome', `?${pair(buyer)}`);
    await page.getByRole('status').filter({ hasText: 'Successfully Upgraded Plan' }).waitFor();
    // The scope now holds Professional: the cheaper card cannot be chosen.
    plans = await openCookieConsentPlans(buyer);
    await plans.card('Professional').getByText('CURRENT PLAN', { exact: true }).waitFor();
    const essentialsButton = plans
      .card('Essentials')
      .getByRole('button', { name: /^(Add to Cart|Upgrade)$/ });
    expect(await essentialsButton.isDisabled()).toBe(true);
    await shot(page, 'billing-9-pricing-upgraded');

    const after = await allowedFeatures(buyer);
    expect(after.user_limit).toBe(5);
    expect(after.usage.scans.limit).toBe(5);
    expect(after.plan_details.cookieConsent).toMatchObject({ plan_name: 'Professional' });
    await page.goto(`/plans?${pair(buyer)}`);
    await page.getByRole('region', { name: 'Cookie Consent · Professional' }).waitFor();
    await page.getByText('Limit 5 per organization').waitFor();
    await shot(page, 'billing-10-plans-professional');
  });

  test('f. cancelling keeps access to the period end; then the licence ends and members are told', async () => {
    const { page } = session;
    // Bought as Essentials, then upgraded to Professional, through the API.
    const buyer = await essentialsBuyer();
    const current = await currentCookiePlan(buyer);
    await ok(
      apiAs(buyer.token).POST('/billing/upgrade/plan', {
        body: buildUpgradeRequest(current, await monthlyPlan('cookieConsent', 'Professional')),
      }),
    );
    const id = current.subscription_id;
    await page.goto(`/settings/billing/manage?${pair(buyer)}`);
    const card = page.getByRole('region', { name: 'Cookie Consent · Professional' });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Cancel subscription Cookie Consent · Professional' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(/^Cancels on \d{1,2} \w+ \d{4}$/).waitFor();
    await shot(page, 'billing-11-manage-cancelled');
    await expectCookieRouteOpens(buyer);

    // The test clock (it belongs to the account, like Stripe's): the subscription reaches its period end.
    const advanced = await fetch(`${session.baseUrl}/test-provider/subscriptions/${id}/advance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(advanced.status).toBe(200);
    expect(((await advanced.json()) as { response: { status: string } }).response.status).toBe('canceled');

    await page.goto(`/settings/billing/manage?${pair(buyer)}`);
    await page
      .getByRole('region', { name: 'Ended and incomplete' })
      .getByRole('region', { name: 'Cookie Consent · Professional' })
      .getByText('Ended', { exact: true })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Subscriptions', exact: true }).count()).toBe(0);
    await shot(page, 'billing-12-manage-ended');
    expect((await accountProperty(buyer)).name ?? []).not.toContain('Cookie');
    await expectCookieRouteRefused(buyer);

    const notices = (
      await ok(apiAs(buyer.token).GET('/notification', { params: { query: { limit: 20, offset: 0 } } }))
    ).response.notification_data.map((n) => n.notification);
    expect(notices).toContain(STATUS_NOTICE);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('listitem').filter({ hasText: STATUS_NOTICE }).first().waitFor();
    await shot(page, 'billing-13-notification');
    await page.keyboard.press('Escape');

    // The history lists the purchase and the upgrade of this account's subscription.
    await page.goto(`/licensehistory?${pair(buyer)}`);
    await page.getByRole('heading', { level: 1, name: 'License History' }).waitFor();
    const history = page.getByRole('table', { name: 'Licence events, newest first' });
    await history.getByRole('row').filter({ hasText: 'Essentials' }).first().waitFor();
    await history.getByRole('row').filter({ hasText: 'Professional' }).first().waitFor();
    await shot(page, 'billing-14-licence-history');
  });

  test('g. an Organization View only member cannot buy', async () => {
    const { page } = session;
    await session.signIn(await logInByApi(DEMO.viewer, DEMO.password));
    await page.goto('/settings/billing/pricing');
    await page.getByRole('heading', { level: 1, name: 'Get Started: Free 14 Days Trial' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Organization View only members cannot buy plans' })
      .waitFor();
    const tabs = [
      ['Bundle', null],
      ['Custom', 'Cookie Consent'],
      ['Custom', 'DSAR'],
      ['Custom', 'Consent Preference'],
      ['Custom', 'Social Fortuna'],
    ] as const;
    for (const [top, product] of tabs) {
      await page.getByRole('tab', { name: top, exact: true }).click();
      if (product) await page.getByRole('tab', { name: product, exact: true }).click();
      const cards = page.getByRole('list', { name: `${product ?? 'Bundle'} plans`, exact: true });
      await cards.waitFor();
      const buttons = cards.getByRole('button', { name: /^(Add to Cart|Upgrade|Contact Us)$/ });
      const count = await buttons.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i += 1) expect(await buttons.nth(i).isDisabled()).toBe(true);
      // Enterprise's contact button too.
      expect(await cards.getByRole('button', { name: 'Contact Us' }).isDisabled()).toBe(true);
    }
    await shot(page, 'billing-15-pricing-view-only');
  });
});
