import { FormLanguages } from '@privacy-portal/ui/dsar/FormLanguages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_DEFAULTS, storyDefinition, withDefinition } from '../FormFieldList/withDefinition.tsx';

const Editing = withDefinition(FormLanguages);

const meta = {
  title: 'DSAR/FormLanguages',
  component: Editing,
  args: { defaults: STORY_DEFAULTS, definition: storyDefinition(), onChange: fn() },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English only: it cannot be taken off; adding Arabic brings its texts. */
export const EnglishOnly: Story = {};

/** Demo Retail's form: English and German, German with a problem. */
export const TwoLanguages: Story = {
  args: { definition: storyDefinition(['en', 'de']), errors: { 'texts.de.submit': 'must not be empty' } },
};
