import { MobileNotice } from '@privacy-portal/ui/MobileNotice';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Shell/MobileNotice',
  component: MobileNotice,
  args: { portalName: 'Privacy Portal' },
} satisfies Meta<typeof MobileNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPortalName: Story = { args: { portalName: undefined } };
export const Dark: Story = { parameters: { theme: 'dark' } };
