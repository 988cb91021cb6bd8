import { FormFieldList } from '@privacy-portal/ui/dsar/FormFieldList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

/** The eleven default fields in the spec's order (reordering is tested in FormFieldList.test.tsx). */
export const Defaults: Story = {};

/** In German, with a problem on a label. */
export const GermanWithProblem: Story = {
  args: {
    definition: storyDefinition(['en', 'de']),
    language: 'de',
    errors: { 'texts.de.labels.city': 'must not be empty' },
  },
};

/** A member who may only view. */
export const ReadOnly: Story = {
  args: { isDisabled: true },
};
