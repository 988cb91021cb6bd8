import { BlockingRuleDialog } from '@privacy-portal/ui/cookieConsent/BlockingRuleDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../openDialog.ts';

const CATEGORIES = [
  { id: 1, name: 'Strictly necessary', required: true },
  { id: 2, name: 'Functional' },
  { id: 3, name: 'Analytics' },
  { id: 4, name: 'Marketing' },
  { id: 5, name: 'Unclassified' },
];

const meta = {
  title: 'Cookie Consent/BlockingRuleDialog',
  component: BlockingRuleDialog,
  args: { categories: CATEGORIES, onSubmit: fn(), onClose: fn() },
  play: dialogEntered,
} satisfies Meta<typeof BlockingRuleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new rule: checked before it is sent, with a line saying what the pattern holds back. */
export const Add: Story = {};

/** A rule from a scan, changed. */
export const Edit: Story = {
  args: {
    rule: {
      id: 2,
      pattern: 'static.hotjar.com',
      category_id: 3,
      category_name: 'Analytics',
      source: 'scan',
      description: 'Hotjar heatmaps and recordings.',
      created_at: '2026-11-16T09:12:00.000Z',
    },
  },
};

/** The server refused: the reason above the fields and beside the pattern. */
export const Refused: Story = {
  args: {
    initial: { pattern: 'static.hotjar.com', category_id: 3 },
    error: 'Please correct the marked fields.',
    fieldErrors: { pattern: 'Pattern is already used.' },
  },
};

/** The save is under way: nothing can be changed or closed. */
export const Saving: Story = {
  args: { initial: { pattern: 'snap.licdn.com', category_id: 4 }, busy: true },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
