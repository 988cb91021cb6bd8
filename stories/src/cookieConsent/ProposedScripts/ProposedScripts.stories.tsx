import { Alert } from '@privacy-portal/ui/Alert';
import { type ProposedScript, ProposedScripts } from '@privacy-portal/ui/cookieConsent/ProposedScripts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const CATEGORIES = [
  { key: 'necessary' as const, name: 'Strictly necessary' },
  { key: 'functional' as const, name: 'Functional' },
  { key: 'analytics' as const, name: 'Analytics' },
  { key: 'marketing' as const, name: 'Marketing' },
  { key: 'unclassified' as const, name: 'Unclassified' },
];

/** What Demo Store's last scan found that no rule blocks. */
const PROPOSED: ProposedScript[] = [
  {
    host: 'securepubads.g.doubleclick.net',
    category_key: 'marketing',
    platform: 'DoubleClick/Google Marketing',
    cookies: ['IDE', 'test_cookie'],
  },
  { host: 'snap.licdn.com', category_key: 'functional', platform: 'LinkedIn', cookies: ['li_gc', 'bcookie'] },
  { host: 'cdn.unknown-widget.example', category_key: null, platform: null, cookies: [] },
];

const meta = {
  title: 'Cookie Consent/ProposedScripts',
  component: ProposedScripts,
  args: { proposed: PROPOSED, categories: CATEGORIES, onBlock: fn(), onBlockAll: fn() },
} satisfies Meta<typeof ProposedScripts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

/** One host being blocked. */
export const Blocking: Story = { args: { pendingHosts: new Set(['snap.licdn.com']) } };

/** Every proposal being blocked. */
export const BlockingAll: Story = {
  args: { blockingAll: true },
};

/** Read only (a viewer, or a plan without blocking): nothing to press. */
export const ReadOnly: Story = { args: { onBlock: undefined, onBlockAll: undefined } };

export const Loading: Story = { args: { proposed: [], loading: true } };

export const Empty: Story = {
  args: { proposed: [] },
};

export const Failed: Story = {
  args: {
    proposed: [],
    error: (
      <Alert tone="error" title="We could not load the proposals">
        Please try again.
      </Alert>
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
