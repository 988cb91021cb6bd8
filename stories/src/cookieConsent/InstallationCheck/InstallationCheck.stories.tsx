import type { Schemas } from '@privacy-portal/sdk';
import { InstallationCheck } from '@privacy-portal/ui/cookieConsent/InstallationCheck';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { failed, loading, mobile, ready, rtl } from '../consentDashboardFixtures.tsx';

const SEEN: Schemas['Installation'] = {
  property_id: 1,
  script_url: 'https://portal.example/embed/v1/consent.js',
  snippet: '<script src="https://portal.example/embed/v1/consent.js" data-property="1"></script>',
  last_seen_at: '2026-11-24T08:05:00.000Z',
  last_seen_url: 'https://store.demo.test/products/linen-shirt',
  consent_mode_first: true,
  google_tag_before: false,
  embed_version: '1.0.0',
};

const meta = {
  title: 'Cookie Consent/InstallationCheck',
  component: InstallationCheck,
  args: { load: ready(SEEN), onRefresh: fn() },
} satisfies Meta<typeof InstallationCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seen: Story = {};
/** A Google tag loaded before the snippet: what to fix. */
export const GoogleTagFirst: Story = {
  args: { load: ready({ ...SEEN, consent_mode_first: false, google_tag_before: true }) },
};
export const NotSeen: Story = {
  args: {
    load: ready({
      ...SEEN,
      last_seen_at: null,
      last_seen_url: null,
      consent_mode_first: null,
      google_tag_before: null,
      embed_version: null,
    }),
  },
};
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
