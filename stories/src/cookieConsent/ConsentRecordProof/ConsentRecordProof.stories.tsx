import { Alert } from '@privacy-portal/ui/Alert';
import { ConsentRecordProof } from '@privacy-portal/ui/cookieConsent/ConsentRecordProof';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, STORY_CATEGORY_NAMES, storyDetail } from '../ConsentLogTable/fixtures.ts';

const meta = {
  title: 'Cookie Consent/ConsentRecordProof',
  component: ConsentRecordProof,
  args: { detail: storyDetail(), categoryNames: STORY_CATEGORY_NAMES, onOpenRecord: fn() },
} satisfies Meta<typeof ConsentRecordProof>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A record of a visitor who chose more than once, its link verified. */
export const Full: Story = {};

export const LinkBroken: Story = {
  args: { detail: storyDetail(false) },
};

export const Loading: Story = {
  args: { detail: undefined, loading: true },
};

export const LoadError: Story = {
  args: {
    detail: undefined,
    error: (
      <Alert tone="error" title="We could not load the record’s proof">
        No consent record with this number.
      </Alert>
    ),
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

/** Hashes and the canonical JSON wrap on a phone instead of widening the page. */
export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
