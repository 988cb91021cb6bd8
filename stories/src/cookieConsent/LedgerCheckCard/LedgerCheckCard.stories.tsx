import { Alert } from '@privacy-portal/ui/Alert';
import { LedgerCheckCard } from '@privacy-portal/ui/cookieConsent/LedgerCheckCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyCheck } from '../ConsentLogTable/fixtures.ts';

const meta = {
  title: 'Cookie Consent/LedgerCheckCard',
  component: LedgerCheckCard,
  args: { job: null, onStart: fn() },
} satisfies Meta<typeof LedgerCheckCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No check yet. */
export const Empty: Story = {};

export const Running: Story = {
  args: { job: storyCheck() },
};

export const Intact: Story = {
  args: { job: storyCheck({ status: 'succeeded', checked: 420, done: 420 }) },
};

export const Broken: Story = {
  args: {
    job: storyCheck({
      status: 'succeeded',
      checked: 120,
      first_broken: {
        seq: 120,
        consent_id: '0b6f7a52-3c1e-4d0a-9a55-7d1e2b8f4c11',
        recorded_at: '2026-10-01T10:00:00.000Z',
        reason: 'hash_mismatch',
      },
    }),
  },
};

export const StartError: Story = {
  args: {
    error: <Alert tone="error">Something went wrong on our side. Please try again in a moment.</Alert>,
  },
};

export const RightToLeft: Story = {
  args: { job: storyCheck() },
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  args: { job: storyCheck() },
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
