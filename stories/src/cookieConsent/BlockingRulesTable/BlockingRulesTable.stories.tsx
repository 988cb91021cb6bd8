import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { BlockingRulesTable } from '@privacy-portal/ui/cookieConsent/BlockingRulesTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

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
export const Full: Story = {};

/** More rules on the server than loaded: 'Load more'. */
export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
};

/** For someone who may only read: no actions. */
export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
};

export const Loading: Story = {
  args: { rules: [], loading: true },
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
};

export const Failed: Story = {
  args: {
    error: (
      <Alert tone="error" title="We could not load the blocking rules">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
