import { Button } from '@privacy-portal/ui/Button';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { Icon } from '@privacy-portal/ui/Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const onCreate = fn();

const meta = {
  title: 'Basics/EmptyState',
  component: EmptyState,
  args: {
    title: 'No requests yet',
    message: 'Requests submitted through your web forms will appear here.',
    action: <Button onPress={onCreate}>Create web form</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = { args: { action: undefined, title: 'No notifications' } };
export const WithoutIcon: Story = { args: { icon: null } };
export const CustomIcon: Story = {
  args: {
    title: 'No search results',
    message: 'We couldn’t find anything matching with your search.',
    action: undefined,
    // Any element works; the library's own icons fit best.
    icon: <Icon name="search" size={48} />,
  },
};
export const LongText: Story = {
  args: {
    title: 'Property is not created! create property to start collecting consent for your visitors',
    message:
      'Assign this property to one of your purchased cookie consent subscriptions: www.a-very-long-property-name-for-the-marketing-department.example',
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
