import { Alert } from '@privacy-portal/ui/Alert';
import { type ProposedScript, ProposedScripts } from '@privacy-portal/ui/cookieConsent/ProposedScripts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unknown = within(canvas.getByRole('row', { name: /cdn\.unknown-widget\.example/ }));
    await expect(unknown.getByText('Unclassified')).toBeVisible();
    await expect(unknown.getByText('None seen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Block snap.licdn.com' }));
    await expect(args.onBlock).toHaveBeenCalledWith(PROPOSED[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Block all proposed (3)' }));
    await expect(args.onBlockAll).toHaveBeenCalledTimes(1);
  },
};

/** One host being blocked. */
export const Blocking: Story = { args: { pendingHosts: new Set(['snap.licdn.com']) } };

/** Every proposal being blocked. */
export const BlockingAll: Story = {
  args: { blockingAll: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Block snap.licdn.com' })).toBeDisabled();
  },
};

/** Read only (a viewer, or a plan without blocking): nothing to press. */
export const ReadOnly: Story = { args: { onBlock: undefined, onBlockAll: undefined } };

export const Loading: Story = { args: { proposed: [], loading: true } };

export const Empty: Story = {
  args: { proposed: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing to propose/)).toBeVisible();
  },
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
