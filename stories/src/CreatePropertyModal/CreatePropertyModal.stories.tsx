import { CreatePropertyModal } from '@privacy-portal/ui/CreatePropertyModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/CreatePropertyModal',
  component: CreatePropertyModal,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, onOk: fn() },
} satisfies Meta<typeof CreatePropertyModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('dialog', { name: 'Create property' })).toHaveTextContent(
      'Property is not created! create property',
    );
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
