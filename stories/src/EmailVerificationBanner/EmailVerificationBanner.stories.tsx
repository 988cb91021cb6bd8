import { EmailVerificationBanner } from '@privacy-portal/ui/EmailVerificationBanner';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Shell/EmailVerificationBanner',
  component: EmailVerificationBanner,
  parameters: { layout: 'fullscreen' },
  args: { verified: false, email: 'jane.doe@example.com', onVerify: fn(), onDismiss: fn() },
} satisfies Meta<typeof EmailVerificationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Sent: Story = {
  args: { sent: true },
};
export const Dismissed: Story = {};
/** A verified user sees nothing. */
export const Verified: Story = {
  args: { verified: true },
};
export const LongEmail: Story = {
  args: { sent: true, email: 'a.very.long.address.for.the.privacy.team@subsidiary.example-corporation.com' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkSent: Story = { args: { sent: true }, parameters: { theme: 'dark' } };
