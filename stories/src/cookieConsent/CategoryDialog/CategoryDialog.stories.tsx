import { CategoryDialog } from '@privacy-portal/ui/cookieConsent/CategoryDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_CATEGORIES, STORY_LANGUAGES } from '../CookieTable/fixtures.ts';
import { openDialog } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/CategoryDialog',
  component: CategoryDialog,
  args: { isOpen: true, languages: STORY_LANGUAGES, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CategoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A custom category, named in English and German. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Social media');
    await userEvent.type(form.getByRole('textbox', { name: 'Name in English' }), 'Social media');
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Social media',
      description: '',
      translations: { en: { name: 'Social media', description: '' } },
    });
  },
};

/** A default category with its translations, opened on German. */
export const EditDefault: Story = {
  args: { category: STORY_CATEGORIES[0], initialLanguage: 'de' },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('textbox', { name: 'Name in Deutsch' })).toHaveValue(
      'Unbedingt erforderlich',
    );
    await expect(form.getByText('Written in English, Deutsch, العربية.')).toBeVisible();
  },
};

/** Arabic texts are written right to left. */
export const RightToLeft: Story = {
  args: { category: STORY_CATEGORIES[0], initialLanguage: 'ar' },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('textbox', { name: 'Name in العربية' })).toHaveValue('ضرورية للغاية');
  },
};

export const Refused: Story = {
  args: { errors: { name: 'A category with this name already exists.' } },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByText('A category with this name already exists.')).toBeVisible();
  },
};
