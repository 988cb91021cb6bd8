import { FormIdentifierStatus } from '@privacy-portal/ui/dsar/FormIdentifierStatus';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'DSAR/FormIdentifierStatus',
  component: FormIdentifierStatus,
  args: { state: 'available', address: 'https://portal.test/privacy-request/demo-shop' },
} satisfies Meta<typeof FormIdentifierStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};

export const Checking: Story = { args: { state: 'checking' } };

export const Taken: Story = { args: { state: 'taken', reason: 'is already used by another form' } };

export const CouldNotCheck: Story = { args: { state: 'error' } };
