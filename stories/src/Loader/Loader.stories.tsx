import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = {
  title: 'Basics/Loader',
  component: Loader,
  args: { visible: true },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { label: 'Loading plans', showLabel: true } };
export const Small: Story = { args: { size: 'sm' } };
export const LargeBlock: Story = { args: { size: 'lg', block: true, showLabel: true } };
export const Hidden: Story = {
  args: { visible: false },
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
};
export const Dark: Story = { args: { showLabel: true }, parameters: { theme: 'dark' } };
