import { DateRangeFilter } from '@privacy-portal/ui/cookieConsent/DateRangeFilter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobile, rtl } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/DateRangeFilter',
  component: DateRangeFilter,
  args: { value: { days: 30 }, onChange: fn() },
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastThirtyDays: Story = {};
/** Days of one's own, applied together; a backwards range is refused. */
export const Custom: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-20' } },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = { ...mobile, args: { value: { from: '2026-11-01', to: '2026-11-20' } } };
