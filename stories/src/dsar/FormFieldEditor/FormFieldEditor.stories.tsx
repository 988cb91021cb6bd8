import type { Schemas } from '@privacy-portal/sdk';
import { customField } from '@privacy-portal/sdk/dsar';
import { FormFieldEditor } from '@privacy-portal/ui/dsar/FormFieldEditor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_DEFAULTS, storyDefinition, withDefinition } from '../FormFieldList/withDefinition.tsx';

const Editing = withDefinition(FormFieldEditor);

/** The default form with a dropdown of the owner's own, labelled in English and German. */
function withDropdown(): Schemas['FormDefinition'] {
  const definition = storyDefinition(['en', 'de']);
  definition.fields.splice(10, 0, customField('select', 'contact_method') as Schemas['FormField']);
  for (const [language, label, email, phone] of [
    ['en', 'How should we contact you?', 'By email', 'By phone'],
    ['de', 'Wie sollen wir Sie kontaktieren?', 'Per E-Mail', 'Telefonisch'],
  ] as const) {
    const texts = definition.texts[language]!;
    texts.labels.contact_method = label;
    texts.options.contact_method = { option_1: email, option_2: phone };
  }
  return definition;
}

const meta = {
  title: 'DSAR/FormFieldEditor',
  component: Editing,
  args: {
    defaults: STORY_DEFAULTS,
    definition: storyDefinition(),
    onChange: fn(),
    fieldId: 'email',
    language: 'en',
    onSelect: fn(),
  },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field every request needs: its label can change, not whether it is required. */
export const RequiredDefaultField: Story = {};

/** The owner's dropdown in German: id, type, label and options. */
export const OwnDropdown: Story = {
  args: { definition: withDropdown(), fieldId: 'contact_method', language: 'de' },
};

/** The request types the form offers, each with its label. */
export const RequestTypes: Story = {
  args: { fieldId: 'requesttype' },
};

/** The captcha: only its label. */
export const Captcha: Story = {
  args: { fieldId: 'captchacontrol' },
};
