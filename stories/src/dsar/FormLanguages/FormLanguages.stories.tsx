import { FormLanguages } from '@privacy-portal/ui/dsar/FormLanguages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
export const EnglishOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'English EN' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Arabic (العربية)'));
    const next = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as { languages: string[] };
    await expect(next.languages).toEqual(['en', 'ar']);
  },
};

/** Demo Retail's form: English and German, German with a problem. */
export const TwoLanguages: Story = {
  args: { definition: storyDefinition(['en', 'de']), errors: { 'texts.de.submit': 'must not be empty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 problem')).toBeVisible();
  },
};
