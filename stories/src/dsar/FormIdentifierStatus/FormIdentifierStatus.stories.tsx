import { FormIdentifierStatus } from '@privacy-portal/ui/dsar/FormIdentifierStatus';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'DSAR/FormIdentifierStatus',
  component: FormIdentifierStatus,
  args: { state: 'available', address: 'https://portal.test/privacy-request/demo-shop' },
} satisfies Meta<typeof FormIdentifierStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Free: the form’s address will be https://portal.test/privacy-request/demo-shop',
    );
  },
};

export const Checking: Story = { args: { state: 'checking' } };

export const Taken: Story = { args: { state: 'taken', reason: 'is already used by another form' } };

export const CouldNotCheck: Story = { args: { state: 'error' } };
