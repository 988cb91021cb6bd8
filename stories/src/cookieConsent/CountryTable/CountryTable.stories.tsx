import { CountryTable } from '@privacy-portal/ui/cookieConsent/CountryTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile, rtl, STORY_COUNTRIES } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/CountryTable',
  component: CountryTable,
  args: { countries: STORY_COUNTRIES },
} satisfies Meta<typeof CountryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten countries, most first, until all are asked for. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('United States');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 19 countries' }));
    await expect(canvas.getByRole('rowheader', { name: 'Unknown' })).toBeVisible();
  },
};
export const Few: Story = { args: { countries: STORY_COUNTRIES.slice(0, 3) } };
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
