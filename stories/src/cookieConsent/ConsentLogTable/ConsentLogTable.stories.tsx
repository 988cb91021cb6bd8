import { Alert } from '@privacy-portal/ui/Alert';
import { ConsentLogTable } from '@privacy-portal/ui/cookieConsent/ConsentLogTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, STORY_CATEGORY_NAMES, STORY_RECORDS } from './fixtures.ts';

const meta = {
  title: 'Cookie Consent/ConsentLogTable',
  component: ConsentLogTable,
  args: { records: STORY_RECORDS, categoryNames: STORY_CATEGORY_NAMES, onOpen: fn(), onLoadMore: fn() },
} satisfies Meta<typeof ConsentLogTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of Demo Store's log with more to load. */
export const Full: Story = {
  args: { hasMore: true },
};

export const Empty: Story = {
  args: { records: [] },
};

export const Loading: Story = {
  args: { records: [], loading: true },
};

export const LoadError: Story = {
  args: {
    records: [],
    error: (
      <Alert tone="error" title="We could not load the consent log">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};

/** Right to left (the portal in Arabic): the columns run from the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

/** On a phone the table scrolls sideways inside its box; the page does not. */
export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
