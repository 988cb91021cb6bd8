import { Alert } from '@privacy-portal/ui/Alert';
import { CategoryList } from '@privacy-portal/ui/cookieConsent/CategoryList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { fn } from 'storybook/test';
import { STORY_CATEGORIES, STORY_LANGUAGES } from '../CookieTable/fixtures.ts';

/** The list with its language picker in state, as the page holds it. */
function Categories(props: Partial<ComponentProps<typeof CategoryList>>) {
  const [language, setLanguage] = useState(props.language ?? 'en');
  return (
    <CategoryList
      categories={STORY_CATEGORIES}
      languages={STORY_LANGUAGES}
      {...props}
      language={language}
      onLanguageChange={setLanguage}
    />
  );
}

const meta = {
  title: 'Cookie Consent/CategoryList',
  component: Categories,
  args: { onAdd: fn(), onEdit: fn(), onDelete: fn(), onShowCookies: fn() },
} satisfies Meta<typeof Categories>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five defaults and a custom category, with counts and actions. */
export const Full: Story = {};

/** The texts in Arabic, right to left where a translation exists. */
export const InArabic: Story = {
  args: { language: 'ar' },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined, onEdit: undefined, onDelete: undefined },
};

export const Loading: Story = {
  args: { categories: [], loading: true },
};

export const LoadError: Story = {
  args: {
    categories: [],
    error: (
      <Alert tone="error" title="We could not load the categories">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};
