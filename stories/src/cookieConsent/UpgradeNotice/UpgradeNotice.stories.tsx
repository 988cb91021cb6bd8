import { UpgradeNotice } from '@privacy-portal/ui/cookieConsent/UpgradeNotice';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Cookie Consent/UpgradeNotice',
  component: UpgradeNotice,
  args: { feature: 'Scan behind login', tier: 'essentials', href: '/pricing' },
} satisfies Meta<typeof UpgradeNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BasicFeature: Story = { args: { feature: 'Versioning and rollback', tier: 'basic' } };
