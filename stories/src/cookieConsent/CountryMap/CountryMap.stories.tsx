import { CountryMap } from '@privacy-portal/ui/cookieConsent/CountryMap';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile, rtl, STORY_COUNTRIES } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/CountryMap',
  component: CountryMap,
  args: { countries: STORY_COUNTRIES },
} satisfies Meta<typeof CountryMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shapes load in their own chunk, then the leading countries are the darkest. */
export const Full: Story = {};
export const Empty: Story = { args: { countries: [] } };
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
