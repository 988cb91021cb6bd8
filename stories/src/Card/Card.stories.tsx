import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { IconButton } from '@privacy-portal/ui/IconButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const onEdit = fn();

const meta = {
  title: 'Basics/Card',
  component: Card,
  args: {
    title: 'Cookie Consent',
    description: 'Demo Store',
    actions: <IconButton icon="edit" label="Edit banner" onPress={onEdit} />,
    children: (
      <p style={{ margin: 0 }}>
        42 cookies found in the last scan. <Badge tone="success">Active</Badge>
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: { footer: 'Last scan: 3 March, 09:40' },
};

export const Loading: Story = {
  args: { loading: true },
};

/** No body: the header stands alone. */
export const Empty: Story = {
  args: {
    children: undefined,
    description: 'No properties yet.',
    actions: <Button size="sm">Add property</Button>,
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Data Subject Access Requests for Demo Retail International Holdings GmbH & Co. KG',
    description: 'https://www.an-extremely-long-domain-name-for-testing.example.com/privacy/dsar/requests',
  },
};

export const Dark: Story = { args: { footer: 'Last scan: 3 March, 09:40' }, parameters: { theme: 'dark' } };
export const DarkLoading: Story = { args: { loading: true }, parameters: { theme: 'dark' } };
