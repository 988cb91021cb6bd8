import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Basics/Loader',
  component: Loader,
  args: { visible: true },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};
export const WithLabel: Story = { args: { label: 'Loading plans', showLabel: true } };
export const Small: Story = { args: { size: 'sm' } };
export const LargeBlock: Story = { args: { size: 'lg', block: true, showLabel: true } };
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
/** A 50 ms load still shows the spinner for the spec's minimum of 500 ms. */
export const MinimumTime: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return (
      <div style={{ display: 'flex', gap: 'var(--pp-space-4)', alignItems: 'center' }}>
        <Button
          onPress={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 50);
          }}
        >
          Run a quick load
        </Button>
        <Loader {...args} visible={loading} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run a quick load' }));
    const start = performance.now();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(450);
  },
};
export const Dark: Story = { args: { showLabel: true }, parameters: { theme: 'dark' } };
