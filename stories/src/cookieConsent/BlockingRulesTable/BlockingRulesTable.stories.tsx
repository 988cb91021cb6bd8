import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { BlockingRulesTable } from '@privacy-portal/ui/cookieConsent/BlockingRulesTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

type Rule = Schemas['BlockingRule'];

const rule = (id: number, pattern: string, extra: Partial<Rule>): Rule => ({
  id,
  pattern,
  category_id: 4,
  category_name: 'Marketing',
  source: 'manual',
  description: '',
  created_at: '2026-11-16T09:12:00.000Z',
  ...extra,
});

/** Demo Store's rules: two from its scans, one written by hand, one of a single script. */
const STORY_RULES: Rule[] = [
  rule(1, 'https://connect.facebook.net/*', {
    source: 'scan',
    description: 'Meta Pixel: set _fbp even after Reject all in the scan of 16 November.',
  }),
  rule(2, 'static.hotjar.com', {
    category_id: 3,
    category_name: 'Analytics',
    source: 'scan',
    description: 'Hotjar heatmaps and recordings.',
  }),
  rule(3, 'https://www.googletagmanager.com/*', {
    category_id: 3,
    category_name: 'Analytics',
    description: 'Google tag (gtag.js) for Google Analytics 4.',
  }),
  rule(4, 'https://cdn.shop-widgets.example/reviews.js', { category_id: 2, category_name: 'Functional' }),
];

const meta = {
  title: 'Cookie Consent/BlockingRulesTable',
  component: BlockingRulesTable,
  args: { rules: STORY_RULES, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof BlockingRulesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule with what it holds back, its category, its source and its note; edit and delete per row. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hotjar = within(canvas.getByRole('row', { name: /static\.hotjar\.com/ }));
    await expect(hotjar.getByText('From scan')).toBeVisible();
    await expect(hotjar.getByText('Every script from static.hotjar.com and its subdomains.')).toBeVisible();
    await expect(
      canvas.getByText(
        'The script at https://cdn.shop-widgets.example/reviews.js, whatever its query string.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the rule for static.hotjar.com' }));
    await expect(args.onDelete).toHaveBeenCalledWith(STORY_RULES[1]);
  },
};

/** More rules on the server than loaded: 'Load more'. */
export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more rules' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** For someone who may only read: no actions. */
export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Edit the rule/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { rules: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    rules: [],
    emptyState: (
      <EmptyState
        headingLevel={3}
        title="No blocking rule yet"
        message="Block the scripts your last scan proposes, or add a rule for a script you know."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No blocking rule yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    error: (
      <Alert tone="error" title="We could not load the blocking rules">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load the blocking rules',
    );
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
