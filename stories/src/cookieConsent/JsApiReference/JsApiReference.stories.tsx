import { JsApiReference } from '@privacy-portal/ui/cookieConsent/JsApiReference';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile, rtl } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/JsApiReference',
  component: JsApiReference,
} satisfies Meta<typeof JsApiReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
