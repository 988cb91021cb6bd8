import { JsApiReference } from '@privacy-portal/ui/cookieConsent/JsApiReference';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, rtl } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/JsApiReference',
  component: JsApiReference,
} satisfies Meta<typeof JsApiReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'window.PrivacyPortal.getConsent()' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'pp_consent_update' })).toBeVisible();
  },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
