import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BannerCard } from './BannerCard.tsx';
import { BlockingCard } from './BlockingCard.tsx';
import { InventoryCard } from './InventoryCard.tsx';
import { ScanCard, scansLeft } from './ScanCard.tsx';
import { VendorsCard } from './VendorsCard.tsx';

const job = (extra: Partial<Schemas['ScanJob']> = {}): Schemas['ScanJob'] => ({
  id: 12,
  status: 'completed',
  trigger: 'manual',
  start_url: 'https://store.demo.test/',
  max_pages: 1000,
  three_state: true,
  behind_login: false,
  pages_total: 24,
  pages_done: 24,
  cookies_found: 11,
  new_cookies: 2,
  violations: 1,
  error: null,
  created_at: '2026-03-01T08:00:00.000Z',
  started_at: '2026-03-01T08:00:02.000Z',
  finished_at: '2026-03-01T08:01:12.000Z',
  ...extra,
});
const status = (extra: Partial<Schemas['ScannerStatus']> = {}): Schemas['ScannerStatus'] => ({
  state: 'idle',
  current: null,
  last: job(),
  available: { available: 3, limit: 5, used: 2 },
  schedules: 1,
  max_pages: 1000,
  ...extra,
});

describe('the Cookie Consent dashboard cards', () => {
  it('share loading skeletons and a failure with Try again', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <InventoryCard load={{ status: 'loading' }} href="/inv" reviewHref="/rev" scanHref="/scan" />,
    );
    const card = page.getByRole('region', { name: 'Cookie inventory' });
    await expect.element(card).toHaveAttribute('aria-busy', 'true');
    await expect.element(card.getByRole('status')).toHaveTextContent('Loading cookie inventory');
    await expect
      .element(card.getByRole('link', { name: 'Open Cookie Category' }))
      .toHaveAttribute('href', '/inv');
    await screen.rerender(
      <InventoryCard
        load={{ status: 'error', message: 'Something went wrong on our side.', onRetry }}
        href="/inv"
        reviewHref="/rev"
        scanHref="/scan"
      />,
    );
    await expect.element(card.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await card.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the inventory by category with a way to review, or the first step on a fresh property', async () => {
    const screen = await render(
      <InventoryCard
        load={{
          status: 'ready',
          data: {
            published: 9,
            awaiting: 3,
            categories: [
              { name: 'Strictly necessary', count: 3 },
              { name: 'Analytics', count: 5 },
              { name: 'Marketing', count: 4 },
            ],
          },
        }}
        href="/inv"
        reviewHref="/rev"
        scanHref="/scan"
      />,
    );
    const card = page.getByRole('region', { name: 'Cookie inventory' });
    await expect.element(card.getByText('12', { exact: true })).toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'Review 3 cookies' }))
      .toHaveAttribute('href', '/rev');
    await expect.element(card.getByRole('figure', { name: 'Cookies by category' })).toBeVisible();
    await screen.rerender(
      <InventoryCard
        load={{ status: 'ready', data: { published: 0, awaiting: 0, categories: [] } }}
        href="/inv"
        reviewHref="/rev"
        scanHref="/scan"
      />,
    );
    await expect.element(card.getByText('No cookies yet')).toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'Start with a scan' }))
      .toHaveAttribute('href', '/scan');
  });

  it('gives the last scan, its violations with a link to its details, a running scan and scans left', async () => {
    expect(scansLeft({ available: -1, limit: -1, used: 4 })).toBe('Unlimited scans');
    expect(scansLeft({ available: 0, limit: 2, used: 2 })).toBe('No scans left this month');
    const screen = await render(
      <ScanCard
        load={{ status: 'ready', data: status() }}
        href="/scan"
        detailsHref={(j) => `/scan?job=${j.id}`}
      />,
    );
    const card = page.getByRole('region', { name: 'Last scan' });
    await expect.element(card.getByText('1 violation')).toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'See the scan details' }))
      .toHaveAttribute('href', '/scan?job=12');
    await expect.element(card.getByText('3 of 5 scans left this month')).toBeVisible();
    await screen.rerender(
      <ScanCard
        load={{
          status: 'ready',
          data: status({
            state: 'running',
            current: job({ status: 'running', pages_done: 6, finished_at: null }),
            last: null,
          }),
        }}
        href="/scan"
        detailsHref={() => '/scan'}
      />,
    );
    await expect
      .element(card.getByRole('progressbar', { name: 'Scan running' }))
      .toHaveAttribute('aria-valuetext', '6 of 24 pages');
    await screen.rerender(
      <ScanCard
        load={{ status: 'ready', data: status({ last: null }) }}
        href="/scan"
        detailsHref={() => '/scan'}
      />,
    );
    await expect.element(card.getByText('No scan yet')).toBeVisible();
    await expect.element(card.getByRole('link', { name: 'Start with a scan' })).toBeVisible();
  });

  it('gives the banner version, regulation and languages, or that it is not published', async () => {
    const screen = await render(
      <BannerCard
        load={{
          status: 'ready',
          data: {
            publishedVersion: 2,
            lastPublishedAt: '2026-03-02T10:00:00.000Z',
            regulation: 'gdpr',
            languages: ['en', 'de'],
            defaultLanguage: 'en',
          },
        }}
        href="/banner"
      />,
    );
    const card = page.getByRole('region', { name: 'Cookie banner' });
    await expect.element(card.getByText('Version 2')).toBeVisible();
    await expect.element(card.getByText(/last published 2 Mar 2026/)).toBeVisible();
    await expect.element(card.getByText('English (default), German')).toBeVisible();
    await screen.rerender(
      <BannerCard
        load={{
          status: 'ready',
          data: {
            publishedVersion: null,
            lastPublishedAt: null,
            regulation: 'gdpr',
            languages: ['en'],
            defaultLanguage: 'en',
          },
        }}
        href="/banner"
      />,
    );
    await expect.element(card.getByText('Not published yet')).toBeVisible();
  });

  it('gives blocking on or off with its rules and proposals, or the plan that has it; and the vendors', async () => {
    const screen = await render(
      <BlockingCard
        load={{ status: 'ready', data: { allowed: true, enabled: true, rules: 3, proposed: 2 } }}
        href="/blocking"
        upgradeHref="/pricing"
      />,
    );
    const card = page.getByRole('region', { name: 'Auto Cookie Blocking' });
    await expect.element(card.getByText('On', { exact: true })).toBeVisible();
    await expect.element(card.getByText(/found 2 third-party script hosts that no rule/)).toBeVisible();
    await screen.rerender(
      <BlockingCard
        load={{ status: 'ready', data: { allowed: false, enabled: false, rules: 0, proposed: 0 } }}
        href="/blocking"
        upgradeHref="/pricing"
      />,
    );
    await expect.element(card.getByText('Not in your plan')).toBeVisible();
    await expect.element(card.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    await screen.rerender(
      <VendorsCard
        load={{ status: 'ready', data: { total: 0, more: false, custom: 0, iab: 0, google: 0 } }}
        href="/v"
      />,
    );
    await expect
      .element(page.getByRole('region', { name: 'Vendors' }).getByText('No vendors yet'))
      .toBeVisible();
  });
});
