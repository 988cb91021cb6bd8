import { CountryTable } from '@privacy-portal/ui/cookieConsent/CountryTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile, rtl, STORY_COUNTRIES } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/CountryTable',
  component: CountryTable,
  args: { countries: STORY_COUNTRIES },
} satisfies Meta<typeof CountryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten countries, most first, until all are asked for. */
export const Full: Story = {};
export const Few: Story = { args: { countries: STORY_COUNTRIES.slice(0, 3) } };
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
