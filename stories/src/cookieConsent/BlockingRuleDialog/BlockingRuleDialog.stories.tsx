import { BlockingRuleDialog } from '@privacy-portal/ui/cookieConsent/BlockingRuleDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogEntered, openDialog } from '../openDialog.ts';

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

const dialogOf = async (name: string) => within(await openDialog(name));

/** A new rule: checked before it is sent, with a line saying what the pattern holds back. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Add blocking rule');
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await expect(dialog.getByText('Enter a script address, a host or a pattern.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Script address/ }), 'connect.facebook.net');
    await expect(dialog.getByText(/Holds back: Every script from connect\.facebook\.net/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Marketing' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pattern: 'connect.facebook.net',
      category_id: 4,
      description: '',
    });
  },
};

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
  play: async () => {
    const dialog = await dialogOf('Edit blocking rule');
    await expect(dialog.getByRole('textbox', { name: /Script address/ })).toHaveValue('static.hotjar.com');
    await expect(dialog.getByRole('button', { name: 'Save rule' })).toBeVisible();
  },
};

/** The server refused: the reason above the fields and beside the pattern. */
export const Refused: Story = {
  args: {
    initial: { pattern: 'static.hotjar.com', category_id: 3 },
    error: 'Please correct the marked fields.',
    fieldErrors: { pattern: 'Pattern is already used.' },
  },
  play: async () => {
    const dialog = await dialogOf('Add blocking rule');
    await expect(dialog.getByText('Pattern is already used.')).toBeVisible();
    await expect(dialog.getAllByRole('alert')[0]).toHaveTextContent('The rule was not saved');
  },
};

/** The save is under way: nothing can be changed or closed. */
export const Saving: Story = {
  args: { initial: { pattern: 'snap.licdn.com', category_id: 4 }, busy: true },
  play: async () => {
    const dialog = await dialogOf('Add blocking rule');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
