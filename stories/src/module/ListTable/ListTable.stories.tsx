import { Button } from '@privacy-portal/ui/Button';
import { BulkBar } from '@privacy-portal/ui/module/ListTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The bar a module's list shows over its table while rows are selected; the module adds its actions. */
const meta = {
  title: 'Module/ListTable/BulkBar',
  component: BulkBar,
  args: {
    count: 3,
    words: '3 records',
    busy: false,
    onClear: fn(),
    children: (
      <Button size="sm" onPress={fn()}>
        Publish
      </Button>
    ),
  },
} satisfies Meta<typeof BulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Actions on 3 records selected' });
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** An action is under way: clearing waits for it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear selection' })).toBeDisabled();
  },
};
