import { RequestNotes } from '@privacy-portal/ui/dsar/RequestNotes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Full: Story = {};

export const Empty: Story = {
  args: { notes: [] },
};

export const Refused: Story = {
  args: { error: 'The note was not saved: text must be at most 5000 characters.' },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
