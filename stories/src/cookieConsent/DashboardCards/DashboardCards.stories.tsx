import type { Schemas } from '@privacy-portal/sdk';
import {
  BannerCard,
  BlockingCard,
  type CardLoad,
  InventoryCard,
  ScanCard,
  VendorsCard,
} from '@privacy-portal/ui/cookieConsent/DashboardCards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const job = (extra: Partial<Schemas['ScanJob']> = {}): Schemas['ScanJob'] => ({
  id: 2,
  status: 'completed',
  trigger: 'schedule',
  start_url: 'https://store.demo.test/',
  max_pages: 1000,
  three_state: true,
  behind_login: false,
  pages_total: 12,
  pages_done: 12,
  cookies_found: 15,
  new_cookies: 3,
  violations: 1,
  error: null,
  created_at: '2026-11-16T02:00:00.000Z',
  started_at: '2026-11-16T02:00:01.000Z',
  finished_at: '2026-11-16T02:01:10.000Z',
  ...extra,
});
const STATUS: Schemas['ScannerStatus'] = {
  state: 'idle',
  current: null,
  last: job(),
  available: { available: 3, limit: 5, used: 2 },
  schedules: 1,
  max_pages: 1000,
};

interface BoardProps {
  inventory: CardLoad<{ published: number; awaiting: number; categories: { name: string; count: number }[] }>;
  scan: CardLoad<Schemas['ScannerStatus']>;
  banner: CardLoad<{
    publishedVersion: number | null;
    lastPublishedAt: string | null;
    regulation: Schemas['Regulation'];
    languages: string[];
    defaultLanguage: string;
  }>;
  blocking: CardLoad<{ allowed: boolean; enabled: boolean; rules: number; proposed: number }>;
  vendors: CardLoad<{ total: number; more: boolean; custom: number; iab: number; google: number }>;
}

/** The five cards laid out as the dashboard lays them out. */
function Board({ inventory, scan, banner, blocking, vendors }: BoardProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))', gap: 16 }}>
      <InventoryCard
        load={inventory}
        href="/inventory"
        reviewHref="/inventory?published=false"
        scanHref="/scanner"
      />
      <ScanCard load={scan} href="/scanner" detailsHref={(j) => `/scanner?job=${j.id}`} />
      <BannerCard load={banner} href="/banner" />
      <BlockingCard load={blocking} href="/blocking" upgradeHref="/pricing" />
      <VendorsCard load={vendors} href="/vendors" />
    </div>
  );
}

const ready = <T,>(data: T): CardLoad<T> => ({ status: 'ready', data });
const loading = { status: 'loading' } as const;

const meta = {
  title: 'Cookie Consent/DashboardCards',
  component: Board,
  args: {
    inventory: ready({
      published: 12,
      awaiting: 3,
      categories: [
        { name: 'Strictly necessary', count: 4 },
        { name: 'Functional', count: 2 },
        { name: 'Analytics', count: 5 },
        { name: 'Marketing', count: 4 },
        { name: 'Unclassified', count: 0 },
      ],
    }),
    scan: ready(STATUS),
    banner: ready({
      publishedVersion: 2,
      lastPublishedAt: '2026-11-18T10:30:00.000Z',
      regulation: 'gdpr' as const,
      languages: ['en', 'de', 'fr'],
      defaultLanguage: 'en',
    }),
    blocking: ready({ allowed: true, enabled: true, rules: 3, proposed: 3 }),
    vendors: ready({ total: 4, more: false, custom: 1, iab: 2, google: 1 }),
  },
} satisfies Meta<typeof Board>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Demo Store: cookies to review, a violation in the last scan, banner v2, blocking on. */
export const Full: Story = {};

export const Loading: Story = {
  args: { inventory: loading, scan: loading, banner: loading, blocking: loading, vendors: loading },
};

/** One card failed; the others are there. */
export const OneFailed: Story = {
  args: { scan: { status: 'error', message: 'Something went wrong on our side.', onRetry: fn() } },
};

/** A new property: each card says its first step. */
export const Fresh: Story = {
  args: {
    inventory: ready({ published: 0, awaiting: 0, categories: [] }),
    scan: ready({ ...STATUS, last: null }),
    banner: ready({
      publishedVersion: null,
      lastPublishedAt: null,
      regulation: 'gdpr' as const,
      languages: ['en'],
      defaultLanguage: 'en',
    }),
    blocking: ready({ allowed: true, enabled: false, rules: 0, proposed: 0 }),
    vendors: ready({ total: 0, more: false, custom: 0, iab: 0, google: 0 }),
  },
};

/** A scan under way, an exhausted month, and a plan without blocking. */
export const ScanRunning: Story = {
  args: {
    scan: ready({
      ...STATUS,
      state: 'running' as const,
      current: job({ id: 3, status: 'running', pages_done: 5, finished_at: null }),
      available: { available: 0, limit: 5, used: 5 },
    }),
    blocking: ready({ allowed: false, enabled: false, rules: 0, proposed: 0 }),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
