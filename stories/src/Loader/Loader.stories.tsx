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
    // No sleep: the moment the spinner leaves the page is recorded, and it may be late, never early.
    let removedAt = 0;
    const observer = new MutationObserver(() => {
      if (!removedAt && !canvasElement.querySelector('[role="progressbar"]')) removedAt = performance.now();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Run a quick load' }));
    const start = performance.now();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    observer.observe(canvasElement, { childList: true, subtree: true });
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
    observer.disconnect();
    await expect(removedAt - start).toBeGreaterThanOrEqual(450);
  },
};
export const Dark: Story = { args: { showLabel: true }, parameters: { theme: 'dark' } };
