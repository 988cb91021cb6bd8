import { FormFieldList } from '@privacy-portal/ui/dsar/FormFieldList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_DEFAULTS, storyDefinition, withDefinition } from './withDefinition.tsx';

const Editing = withDefinition(FormFieldList);

const meta = {
  title: 'DSAR/FormFieldList',
  component: Editing,
  args: {
    defaults: STORY_DEFAULTS,
    definition: storyDefinition(),
    onChange: fn(),
    language: 'en',
    selectedId: 'email',
    onSelect: fn(),
  },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (args: { onChange: unknown }) => {
  const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as
    | { fields: { id: string }[] }
    | undefined;
  return last?.fields.map((f) => f.id) ?? [];
};

/** The eleven default fields in the spec's order; Email moves up one place. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Email address up' }));
    await expect(order(args).slice(3, 5)).toEqual(['email', 'last_name']);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Email address moved to position 4 of 11.'),
    );
  },
};

/** Picked up from its handle with Space, moved with the arrow keys, dropped with Space. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder City' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(order(args).slice(5, 8)).toEqual(['country', 'city', 'state']);
  },
};

/** In German, with a problem on a label. */
export const GermanWithProblem: Story = {
  args: {
    definition: storyDefinition(['en', 'de']),
    language: 'de',
    errors: { 'texts.de.labels.city': 'must not be empty' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ich bin')).toBeVisible();
    await expect(canvas.getByText('1 problem')).toBeVisible();
  },
};

/** A member who may only view. */
export const ReadOnly: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Add a field' })).toBeNull();
  },
};
