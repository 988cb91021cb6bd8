import { UnauthorizedDialog } from '@privacy-portal/ui/UnauthorizedDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/UnauthorizedDialog',
  component: UnauthorizedDialog,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, message: 'User is not authorized to access this resource', onClose: fn() },
} satisfies Meta<typeof UnauthorizedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongServerText: Story = {
  args: {
    message:
      'User admin@example-organization-with-a-very-long-domain-name.com is not authorized to perform DELETE /settings/organizations/12873/properties/998877 because the role Organization View only lacks the permission manage_properties.',
  },
};
export const EmptyServerText: Story = { args: { message: '' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
