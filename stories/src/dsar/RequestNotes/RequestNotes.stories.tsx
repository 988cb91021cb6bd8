import { RequestNotes } from '@privacy-portal/ui/dsar/RequestNotes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { STORY_TIMELINE } from '../RequestTable/fixtures.ts';

const notes = STORY_TIMELINE.filter((e) => e.kind === 'note');

const meta = {
  title: 'DSAR/RequestNotes',
  component: RequestNotes,
  args: { notes, onAdd: fn(() => Promise.resolve()) },
} satisfies Meta<typeof RequestNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Called back.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Called back.');
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notes yet.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { error: 'The note was not saved: text must be at most 5000 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The note was not saved/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note' })).toBeVisible();
  },
};
