import { ContrastCheck } from '@privacy-portal/ui/module/ContrastCheck';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const texts = {
  allPass: 'Every text is readable on what is behind it.',
  someFail: (failing: number, total: number) => `${failing} of ${total} texts are hard to read.`,
  pass: (ratio: string, pair: { minimum: number }) => `${ratio}: readable (at least ${pair.minimum}:1)`,
  fail: (ratio: string, pair: { minimum: number }) =>
    `${ratio}: below ${pair.minimum}:1, hard to read for many visitors`,
};

const meta = {
  title: 'Module/ContrastCheck',
  component: ContrastCheck,
  args: {
    texts,
    pairs: [
      {
        id: 'text',
        label: 'Text on the background',
        foreground: '#1f2937',
        background: '#ffffff',
        fixes: 'the text',
        onFix: fn(),
      },
      {
        id: 'link',
        label: 'Links on the background',
        foreground: '#9ca3af',
        background: '#ffffff',
        fixes: 'the links',
        onFix: fn(),
      },
    ],
  },
} satisfies Meta<typeof ContrastCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One pair below 4.5:1: the warning and the nearest colour that passes. */
export const OneFailing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 2 texts are hard to read.');
    await userEvent.click(canvas.getByRole('button', { name: /for the links$/ }));
    await expect(args.pairs[1]?.onFix).toHaveBeenCalled();
  },
};

export const AllPassing: Story = {
  args: {
    pairs: [
      {
        id: 'text',
        label: 'Text on the background',
        foreground: '#1f2937',
        background: '#ffffff',
        fixes: 'the text',
        onFix: fn(),
      },
    ],
  },
};
