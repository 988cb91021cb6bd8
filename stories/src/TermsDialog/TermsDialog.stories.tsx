import { TermsDialog } from '@privacy-portal/ui/TermsDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/TermsDialog',
  component: TermsDialog,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: {
    isOpen: true,
    canTick: false,
    ticked: false,
    canAgree: false,
    onScroll: fn(),
    onTickedChange: fn(),
    onAgree: fn(),
  },
} satisfies Meta<typeof TermsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: 'Terms and conditions text' });
const scrollTo = (to: 'top' | 'bottom') => {
  const el = region();
  el.scrollTop = to === 'bottom' ? el.scrollHeight : 0;
  el.dispatchEvent(new Event('scroll'));
};

/** Not yet scrolled: the checkbox and I Agree are disabled. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('checkbox')).toBeDisabled();
    await expect(body.getByRole('button', { name: 'I Agree' })).toBeDisabled();
    scrollTo('bottom');
    await waitFor(() => expect(args.onScroll).toHaveBeenCalledWith(true));
  },
};
export const ScrolledToEnd: Story = { args: { canTick: true } };
export const Ticked: Story = { args: { canTick: true, ticked: true, canAgree: true } };
export const Busy: Story = { args: { ticked: true, busy: true } };
export const ErrorState: Story = {
  name: 'Error',
  args: {
    canTick: true,
    ticked: true,
    canAgree: true,
    error: 'Could not record your acceptance. Try again.',
  },
};
export const ShortText: Story = {
  args: { text: 'Short terms for a preview.\n\n1. Eligibility\n\nYou must be over 18 years of age.' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onScroll).toHaveBeenCalledWith(true));
  },
};
export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { canTick: true, ticked: true, canAgree: true },
};

/** The machine's rules in a harness: scroll to the end, tick, scroll back up (unticks), agree. */
export const Flow: Story = {
  render: function FlowRender(args) {
    const [state, setState] = useState<'locked' | 'unticked' | 'ticked'>('locked');
    return (
      <TermsDialog
        {...args}
        canTick={state !== 'locked'}
        ticked={state === 'ticked'}
        canAgree={state === 'ticked'}
        onScroll={(atBottom) => setState((s) => (atBottom ? (s === 'locked' ? 'unticked' : s) : 'locked'))}
        onTickedChange={(ticked) => setState(ticked ? 'ticked' : 'unticked')}
      />
    );
  },
  play: async ({ args }) => {
    const body = within(document.body);
    const box = body.getByRole('checkbox');
    scrollTo('bottom');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(body.getByText('I have read and agree to the Terms and Conditions'));
    await expect(box).toBeChecked();
    scrollTo('top');
    await waitFor(() => expect(box).toBeDisabled());
    await expect(box).not.toBeChecked();
    scrollTo('bottom');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(body.getByText('I have read and agree to the Terms and Conditions'));
    await userEvent.click(body.getByRole('button', { name: 'I Agree' }));
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
  },
};
