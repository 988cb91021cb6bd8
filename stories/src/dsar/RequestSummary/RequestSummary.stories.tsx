import { RequestSummary } from '@privacy-portal/ui/dsar/RequestSummary';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestSummary',
  component: RequestSummary,
  args: { request: storyRequest() },
} satisfies Meta<typeof RequestSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Berlin, Germany')).toBeVisible();
  },
};

/** Entered by the team, with no other answers. */
export const Minimal: Story = {
  args: { request: storyRequest({ form_name: null, answers: [], city: null, details: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No details given.')).toBeVisible();
  },
};

export const OverLimit: Story = {
  args: {
    request: storyRequest({ request: { over_limit: true } }),
    upgradeHref: '/settings/billing/pricing',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Received over the plan’s limit')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('أرجو إرسال نسخة من جميع بياناتي الشخصية.')).toHaveAttribute(
      'lang',
      'ar',
    );
  },
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
