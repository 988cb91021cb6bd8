import { GtmInstructions } from '@privacy-portal/ui/cookieConsent/GtmInstructions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile, rtl } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/GtmInstructions',
  component: GtmInstructions,
  args: { snippet: '<script src="https://portal.example/embed/v1/consent.js" data-property="1"></script>' },
} satisfies Meta<typeof GtmInstructions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
