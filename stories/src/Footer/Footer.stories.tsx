import { Footer } from '@privacy-portal/ui/Footer';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

export const Default: Story = {};
export const LongName: Story = {
  args: { portalName: 'Privacy Compliance Portal for Organizations and their Properties' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
/** In Arabic, right to left (the public pages pass the catalogue's texts). */
export const Arabic: Story = {
  args: {
    lang: 'ar',
    dir: 'rtl',
    texts: {
      copyright: '© 2026 Privacy Portal. جميع الحقوق محفوظة.',
      legal: 'معلومات قانونية',
      privacyPolicy: 'سياسة الخصوصية',
      termsOfService: 'شروط الخدمة',
    },
  },
};
