import { EmailVerificationBanner } from '@privacy-portal/ui/EmailVerificationBanner';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/EmailVerificationBanner',
  component: EmailVerificationBanner,
  parameters: { layout: 'fullscreen' },
  args: { verified: false, email: 'jane.doe@example.com', onVerify: fn(), onDismiss: fn() },
} satisfies Meta<typeof EmailVerificationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not verified your email address')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Now' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};
export const Sending: Story = { args: { sending: true } };
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The verification email is sent to/)).toHaveTextContent(
      'jane.doe@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};
export const Dismissed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('You have not verified your email address')).toBeNull();
  },
};
/** A verified user sees nothing. */
export const Verified: Story = {
  args: { verified: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const LongEmail: Story = {
  args: { sent: true, email: 'a.very.long.address.for.the.privacy.team@subsidiary.example-corporation.com' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkSent: Story = { args: { sent: true }, parameters: { theme: 'dark' } };
