import { CategoryDialog } from '@privacy-portal/ui/cookieConsent/CategoryDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_CATEGORIES, STORY_LANGUAGES } from '../CookieTable/fixtures.ts';
import { dialogEntered } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/CategoryDialog',
  component: CategoryDialog,
  args: { isOpen: true, languages: STORY_LANGUAGES, onSubmit: fn(), onCancel: fn() },
  play: dialogEntered,
} satisfies Meta<typeof CategoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A custom category, named in English and German. */
export const Add: Story = {};

/** A default category with its translations, opened on German. */
export const EditDefault: Story = {
  args: { category: STORY_CATEGORIES[0], initialLanguage: 'de' },
};

/** Arabic texts are written right to left. */
export const RightToLeft: Story = {
  args: { category: STORY_CATEGORIES[0], initialLanguage: 'ar' },
};

export const Refused: Story = {
  args: { errors: { name: 'A category with this name already exists.' } },
};
