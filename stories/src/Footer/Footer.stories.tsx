import { Footer } from '@privacy-portal/ui/Footer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    portalName: 'Privacy Portal',
    year: 2026,
    privacyPolicyHref: 'https://www.example.com/privacy-policy',
    termsOfServiceHref: 'https://www.example.com/terms-of-service',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Privacy Portal');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  },
};
export const LongName: Story = {
  args: { portalName: 'Privacy Compliance Portal for Organizations and their Properties' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
