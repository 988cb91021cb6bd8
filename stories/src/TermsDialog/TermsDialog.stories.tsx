import { TermsDialog } from '@privacy-portal/ui/TermsDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

/** Not yet scrolled: the checkbox and I Agree are disabled. */
export const Default: Story = {};
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
};
export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { canTick: true, ticked: true, canAgree: true },
};

/** The machine's rules in a harness, to try by hand: scroll to the end, tick, scroll back up (unticks), agree. */
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
};
