import { RequestSummary } from '@privacy-portal/ui/dsar/RequestSummary';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestSummary',
  component: RequestSummary,
  args: { request: storyRequest() },
} satisfies Meta<typeof RequestSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

/** Entered by the team, with no other answers. */
export const Minimal: Story = {
  args: { request: storyRequest({ form_name: null, answers: [], city: null, details: '' }) },
};

export const OverLimit: Story = {
  args: {
    request: storyRequest({ request: { over_limit: true } }),
    upgradeHref: '/settings/billing/pricing',
  },
};

/** A request written in Arabic reads right to left inside the page. */
export const RightToLeft: Story = {
  args: {
    request: storyRequest({
      language: 'ar',
      details: 'أرجو إرسال نسخة من جميع بياناتي الشخصية.',
      request: { first_name: 'ليلى', last_name: 'حسن', country: 'AE' },
      city: 'دبي',
    }),
  },
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
