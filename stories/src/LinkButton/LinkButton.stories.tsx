import { LinkButton } from '@privacy-portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/LinkButton',
  component: LinkButton,
  args: { children: 'See plans', href: '/settings/billing/pricing' },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Help centre', href: '/gethelp' } };
export const Small: Story = { args: { size: 'sm' } };
