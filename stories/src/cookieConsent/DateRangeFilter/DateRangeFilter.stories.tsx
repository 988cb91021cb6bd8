import { DateRangeFilter } from '@privacy-portal/ui/cookieConsent/DateRangeFilter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, rtl } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/DateRangeFilter',
  component: DateRangeFilter,
  args: { value: { days: 30 }, onChange: fn() },
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastThirtyDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Last 7 days'));
    await expect(args.onChange).toHaveBeenCalledWith({ days: 7 });
  },
};
/** Days of one's own, applied together; a backwards range is refused. */
export const Custom: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText('To', { selector: 'input' });
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The first day must not be after the last');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = { ...mobile, args: { value: { from: '2026-11-01', to: '2026-11-20' } } };
