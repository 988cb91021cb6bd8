import type { Schemas } from '@privacy-portal/sdk';

type Cart = Schemas['Cart'];

import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CartPage } from '../src/pages/billing/cart/CartPage.tsx';
import { LicenceHistoryPage } from '../src/pages/billing/licence-history/LicenceHistoryPage.tsx';
import { AssignLicenceDialog } from '../src/pages/billing/manage/AssignLicenceDialog.tsx';
import { InvoicesSection } from '../src/pages/billing/manage/InvoicesSection.tsx';
import { PaymentSection } from '../src/pages/billing/manage/PaymentSection.tsx';
import { renderPage } from './support/renderPage.tsx';

const failing = (path: string) =>
  http.get(
    path,
    () =>
      HttpResponse.json({ error: { code: 'internal_error', message: 'Something broke.' } }, { status: 500 }),
    { once: true },
  );

describe('LicenceHistoryPage', () => {
  it("shows the company's licence events", async () => {
    const { state } = await renderPage(<LicenceHistoryPage />);
    await expect.element(page.getByRole('heading', { name: 'License History', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('table')).toBeVisible();
    // The demo company's own events, as the real API recorded them.
    type History = { response: { items: { plan_name: string; product_name: string }[] } };
    const [event] = (state.answers.read('/license/history', 'owner@demo.test') as History).response.items;
    expect(event).toBeDefined();
    await expect.element(page.getByRole('cell', { name: event?.plan_name }).first()).toBeVisible();
    await expect.element(page.getByRole('cell', { name: event?.product_name }).first()).toBeVisible();
  });

  it('says when the history could not be loaded, and loads it again on Try again', async () => {
    await renderPage(<LicenceHistoryPage />, { handlers: [failing('/api/v1/license/history')] });
    await expect.element(page.getByText('We could not load the licence history')).toBeVisible();
    await expect.element(page.getByText('Something broke.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('table')).toBeVisible();
  });

  it('offers the pricing page when there is no activity yet', async () => {
    await renderPage(<LicenceHistoryPage />, {
      handlers: [
        http.get('/api/v1/license/history', () => HttpResponse.json({ response: { items: [], total: 0 } })),
      ],
    });
    await expect.element(page.getByText('No licence activity yet')).toBeVisible();
  });
});

describe('Manage subscriptions: invoices and payment method', () => {
  it('lists the invoices, and loads them again after a failure', async () => {
    await renderPage(<InvoicesSection />, { handlers: [failing('/api/v1/billing/list/invoice')] });
    await expect.element(page.getByText('We could not load the invoices')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    // The demo company's recorded invoices (mocks/fixtures/billing.json).
    await expect.element(page.getByText('DEMO-0001')).toBeVisible();
  });

  it('shows the card on file, and the refusal of the customer portal', async () => {
    const { worker } = await renderPage(<PaymentSection canManage />);
    await expect.element(page.getByText('Visa ending 4242', { exact: false })).toBeVisible();
    worker.use(
      http.post(
        '/api/v1/billing/customerportal/session',
        () =>
          HttpResponse.json(
            { error: { code: 'internal_error', message: 'The provider is not answering.' } },
            { status: 502 },
          ),
        { once: true },
      ),
    );
    await page.getByRole('button', { name: 'Customer portal' }).click();
    await expect.element(page.getByText('The provider is not answering.')).toBeVisible();
  });

  it('hides the card actions from a role that may not manage billing', async () => {
    await renderPage(<PaymentSection canManage={false} />);
    await expect.element(page.getByText('Visa ending 4242', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
  });
});

describe('AssignLicenceDialog', () => {
  const licence = { id: 999, product: 'dsar', product_name: 'DSAR' } as Schemas['Licence'];

  it('asks for a choice, shows a refusal, and hands the assigned licence back', async () => {
    const assigned: Schemas['Licence'][] = [];
    const { worker, requests } = await renderPage(
      <AssignLicenceDialog
        licence={licence}
        onClose={() => undefined}
        onAssigned={(l) => assigned.push(l)}
      />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Assign DSAR licence' })).toBeVisible();
    await page.getByRole('button', { name: 'Assign licence' }).click();
    await expect.element(page.getByText('Choose an organization').last()).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await page.getByRole('button', { name: /Organization/ }).click();
    await page.getByRole('option').first().click();
    worker.use(
      http.post(
        '/api/v1/assign/license/organization',
        () =>
          HttpResponse.json(
            { error: { code: 'not_found', message: 'That licence does not exist.' } },
            { status: 404 },
          ),
        { once: true },
      ),
      http.post('/api/v1/assign/license/organization', () =>
        HttpResponse.json({ response: { ...licence, assigned_to: { name: 'Demo Org' } } }),
      ),
    );
    await page.getByRole('button', { name: 'Assign licence' }).click();
    await expect.element(page.getByText('That licence does not exist.')).toBeVisible();
    await page.getByRole('button', { name: 'Assign licence' }).click();
    await expect.poll(() => assigned.length).toBe(1);
    expect(requests.filter((r) => r.path === '/api/v1/unlicensed/organizations').length).toBeGreaterThan(1);
  });
});

describe('CartPage', () => {
  it('shows the cart, changes a quantity and removes an item', async () => {
    // A cart of one line, as the real API answered one (its recorded PUT /cart/update), at one unit.
    const { requests } = await renderPage(<CartPage />, {
      prepare: (state) => {
        const recorded = state.answers.written('PUT /cart/update', 'owner@demo.test');
        const cart = (recorded?.body as { response: Cart } | undefined)?.response;
        if (!cart) throw new Error('PUT /cart/update was not recorded');
        const [line] = cart.items;
        if (!line) throw new Error('the recorded cart has no line');
        state.answers.set('/cart', {
          response: { ...cart, items: [{ ...line, unit: 1, priceTotal: line.price }] },
        });
      },
    });
    await expect.element(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await page.getByRole('button', { name: /^One more/ }).click();
    // The server's answer to that change (recorded: two units) is what the page shows.
    await expect.element(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(requests.find((r) => r.path === '/api/v1/cart/update')?.body).toMatchObject({ quantity: 2 });
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect.element(page.getByText('was removed from your cart.', { exact: false })).toBeVisible();
    await expect.element(page.getByText('Your cart is empty')).toBeVisible();
    expect(requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/api/v1/cart/'))).toBe(true);
  });

  it('says when the cart could not be loaded', async () => {
    await renderPage(<CartPage />, { handlers: [failing('/api/v1/cart')] });
    await expect.element(page.getByText('We could not load your cart')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByText('Your cart is empty')).toBeVisible();
  });
});
