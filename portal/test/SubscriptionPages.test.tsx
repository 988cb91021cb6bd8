import { API_MESSAGES, type Schemas } from '@privacy-portal/sdk';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CartReviewPage } from '../src/pages/billing/cart-review/CartReviewPage.tsx';
import { ManagePage } from '../src/pages/billing/manage/ManagePage.tsx';
import { useSubscriptions } from '../src/pages/billing/manage/manage.queries.ts';
import { QuantityDialog } from '../src/pages/billing/manage/QuantityDialog.tsx';
import { PlansPage } from '../src/pages/billing/plans/PlansPage.tsx';
import { EMPTY_QUANTITY_MESSAGE } from '../src/pages/billing/quantity.ts';
import { renderPage } from './support/renderPage.tsx';

// The demo company's recorded subscription (mocks/fixtures/billing.json): DSAR Professional, one licence.
const DEMO_TITLE = 'DSAR · Professional';

const refusal = (method: 'get' | 'post', path: string, status: number, message: string) =>
  http[method](path, () => HttpResponse.json({ error: { code: 'conflict', message } }, { status }), {
    once: true,
  });

const failing = (path: string) =>
  http.get(
    path,
    () =>
      HttpResponse.json({ error: { code: 'internal_error', message: 'Something broke.' } }, { status: 500 }),
    { once: true },
  );

describe('ManagePage', () => {
  it("shows the company's subscriptions with their licences", async () => {
    await renderPage(<ManagePage />);
    await expect.element(page.getByRole('heading', { name: 'Manage subscriptions', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: DEMO_TITLE, level: 3 })).toBeVisible();
    await expect.element(page.getByText('quantity 1', { exact: false }).first()).toBeVisible();
    await expect.element(page.getByRole('table', { name: `Licences of ${DEMO_TITLE}` })).toBeVisible();
  });

  it('says when the subscriptions could not be loaded, and loads them again on Try again', async () => {
    await renderPage(<ManagePage />, { handlers: [failing('/api/v1/billing/list/subscription_list')] });
    await expect.element(page.getByText('We could not load your subscriptions')).toBeVisible();
    await expect.element(page.getByText('Something broke.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: DEMO_TITLE, level: 3 })).toBeVisible();
  });

  it('offers the pricing page when the company has no subscription', async () => {
    await renderPage(<ManagePage />, {
      handlers: [
        http.get('/api/v1/billing/list/subscription_list', () =>
          HttpResponse.json({ response: [], page: { next: null, limit: 50 } }),
        ),
      ],
    });
    await expect.element(page.getByText('No subscriptions yet')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'See plans and pricing' })).toBeVisible();
  });

  it('changes the quantity and shows it without a reload, with the history and the invoices loaded again', async () => {
    const { requests } = await renderPage(<ManagePage />);
    await page.getByRole('button', { name: `Change quantity of ${DEMO_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change quantity: ${DEMO_TITLE}` });
    await dialog.getByRole('textbox', { name: 'Licences' }).fill('3');
    const before = requests.length;
    await dialog.getByRole('button', { name: 'Save quantity' }).click();
    await expect.element(page.getByText(`${DEMO_TITLE} now has a quantity of 3.`)).toBeVisible();
    await expect.element(page.getByText('quantity 3', { exact: false })).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    const after = requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(after).toContain('POST /api/v1/billing/subscription/update');
    // The change reloads the subscriptions and the invoices (a change may bill) on the page.
    expect(after).toContain('GET /api/v1/billing/list/subscription_list');
    expect(after).toContain('GET /api/v1/billing/list/invoice');
  });

  it('cancels at the end of the period, and shows a refusal as the server words it', async () => {
    const { worker } = await renderPage(<ManagePage />);
    worker.use(
      refusal('post', '/api/v1/billing/subscription/cancel', 409, 'The subscription is already ending.'),
    );
    await page.getByRole('button', { name: `Cancel subscription ${DEMO_TITLE}` }).click();
    await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await expect.element(page.getByText('That did not work')).toBeVisible();
    await expect.element(page.getByText('The subscription is already ending.')).toBeVisible();

    await page.getByRole('button', { name: `Cancel subscription ${DEMO_TITLE}` }).click();
    await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await expect.element(page.getByText(`${DEMO_TITLE} is cancelled.`, { exact: false })).toBeVisible();
    // The card shows the scheduled end without a reload.
    await expect.element(page.getByText(/^Cancels on /)).toBeVisible();
  });
});

/** The dialog on the company's first subscription, as the manage page opens it. */
function DialogOnFirstSubscription({ onChanged }: { onChanged: (s: Schemas['Subscription']) => void }) {
  const subscriptions = useSubscriptions();
  const first = subscriptions.data?.[0];
  return first ? (
    <QuantityDialog subscription={first} onClose={() => undefined} onChanged={onChanged} />
  ) : null;
}

describe('QuantityDialog', () => {
  const open = (onChanged: (s: Schemas['Subscription']) => void = () => undefined) =>
    renderPage(<DialogOnFirstSubscription onChanged={onChanged} />);

  it('refuses an empty quantity with the spec text, without a call', async () => {
    const { requests } = await open();
    await page.getByRole('textbox', { name: 'Licences' }).fill('');
    await page.getByRole('button', { name: 'Save quantity' }).click();
    await expect.element(page.getByText(EMPTY_QUANTITY_MESSAGE)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal, then hands the changed subscription back", async () => {
    const changed: Schemas['Subscription'][] = [];
    const { worker } = await open((s) => changed.push(s));
    worker.use(
      refusal(
        'post',
        '/api/v1/billing/subscription/update',
        409,
        'The quantity cannot go below the 1 licences in use.',
      ),
    );
    await page.getByRole('textbox', { name: 'Licences' }).fill('4');
    await page.getByRole('button', { name: 'Save quantity' }).click();
    await expect.element(page.getByText('The quantity cannot go below the 1 licences in use.')).toBeVisible();
    expect(changed).toEqual([]);
    await page.getByRole('button', { name: 'Save quantity' }).click();
    await expect.poll(() => changed.map((s) => s.quantity)).toEqual([4]);
  });
});

describe('PlansPage', () => {
  it("shows the company's plans and the selected pair's usage", async () => {
    await renderPage(<PlansPage />);
    await expect.element(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: DEMO_TITLE, level: 3 })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: /^Usage of / })).toBeVisible();
    await expect.element(page.getByText('Pageviews this month')).toBeVisible();
  });

  it('says when the plans could not be loaded, and loads them again on Try again', async () => {
    await renderPage(<PlansPage />, { handlers: [failing('/api/v1/billing/list/subscription_list')] });
    await expect.element(page.getByText('We could not load your plans')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: DEMO_TITLE, level: 3 })).toBeVisible();
  });

  it('says when the usage could not be loaded', async () => {
    await renderPage(<PlansPage />, { handlers: [failing('/api/v1/billing/plan/allowed-features')] });
    await expect.element(page.getByText('We could not load the usage')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: DEMO_TITLE, level: 3 })).toBeVisible();
  });

  it('says so when no plan is active', async () => {
    await renderPage(<PlansPage />, {
      handlers: [
        http.get('/api/v1/billing/list/subscription_list', () =>
          HttpResponse.json({ response: [], page: { next: null, limit: 50 } }),
        ),
      ],
    });
    await expect.element(page.getByText('No active plan')).toBeVisible();
  });
});

describe('CartReviewPage', () => {
  // The company's cart as the real API answered the admin once the recorder had put two lines in it.
  const withPlanInCart = () =>
    renderPage(<CartReviewPage />, {
      as: 'admin@demo.test',
      handlers: [
        // The server's refusal of an unknown code, word for word (a refusal is not recorded).
        http.get('/api/v1/billing/check_coupon/NOPE', () =>
          HttpResponse.json(
            { error: { code: 'not_found', message: API_MESSAGES.invalidCoupon } },
            { status: 404 },
          ),
        ),
      ],
    });

  it('says the cart is empty when there is nothing to pay for', async () => {
    await renderPage(<CartReviewPage />);
    await expect.element(page.getByText('Your cart is empty')).toBeVisible();
  });

  it('shows the order, refuses an unknown promo code and applies a known one to the total', async () => {
    const { requests } = await withPlanInCart();
    await expect.element(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Professional' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.element(page.getByText('This promo code is not valid')).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The server prices the discount: the review is asked again with the code.
    await expect.element(page.getByText('Promo WELCOME10 (10% off)')).toBeVisible();
    expect(requests.some((r) => r.path === '/api/v1/billing/checkout/available' && r.method === 'GET')).toBe(
      true,
    );
  });

  it('says when the order could not be loaded, and loads it again on Try again', async () => {
    await renderPage(<CartReviewPage />, { handlers: [failing('/api/v1/billing/checkout/available')] });
    await expect.element(page.getByText('We could not load your order')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByText('Your cart is empty')).toBeVisible();
  });

  it("shows the payment provider's refusal", async () => {
    const { worker } = await withPlanInCart();
    worker.use(
      refusal('post', '/api/v1/billing/checkout/session', 502, 'The payment provider is not answering.'),
    );
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await expect.element(page.getByText('We could not start the payment')).toBeVisible();
    await expect.element(page.getByText('The payment provider is not answering.')).toBeVisible();
  });
});
