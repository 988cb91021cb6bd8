import type { Schemas } from '@privacy-portal/sdk';
import { FormPreview } from '@privacy-portal/ui/dsar/FormPreview';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyDefinition } from '../FormFieldList/withDefinition.tsx';

type FormLocale = Schemas['FormLocale'];

/** The preview with its language in state, as the builder holds it. */
function Preview({ definition, initial }: { definition: Schemas['FormDefinition']; initial: FormLocale }) {
  const [language, setLanguage] = useState<FormLocale>(initial);
  return (
    <FormPreview
      definition={definition}
      language={language}
      onLanguageChange={setLanguage}
      tabTitle="Privacy request"
    />
  );
}

const meta = {
  title: 'DSAR/FormPreview',
  component: Preview,
  args: { definition: storyDefinition(['en', 'de', 'ar']), initial: 'en' },
} satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default form in English, with the language selector of a three-language form. */
export const English: Story = {};

/** Arabic, right to left. */
export const Arabic: Story = {
  args: { initial: 'ar' },
};

/** Submitting empty: the visitor's messages, in German. */
export const Problems: Story = {
  args: { initial: 'de' },
};
