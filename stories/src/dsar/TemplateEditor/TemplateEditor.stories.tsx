import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { TemplateEditor, type TemplateText } from '@privacy-portal/ui/dsar/TemplateEditor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

type Props = Omit<Parameters<typeof TemplateEditor>[0], 'value' | 'onChange'> & { initial: TemplateText };

/** The editor with its text held, as the page holds it. */
function Editor({ initial, ...props }: Props) {
  const [text, setText] = useState(initial);
  return <TemplateEditor {...props} value={text} onChange={setText} />;
}

const meta = {
  title: 'DSAR/TemplateEditor',
  component: Editor,
  args: {
    event: 'received',
    language: 'en',
    initial: DEFAULT_EMAIL_TEMPLATES.en.received,
    custom: false,
    dirty: false,
    onSave: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {};

export const YourText: Story = {
  args: {
    event: 'completed',
    initial: {
      subject: DEFAULT_EMAIL_TEMPLATES.en.completed.subject,
      body: `${DEFAULT_EMAIL_TEMPLATES.en.completed.body}\n\nQuestions? Reply to this e-mail.`,
    },
    custom: true,
    dirty: true,
  },
};

export const Arabic: Story = {
  args: { language: 'ar', initial: DEFAULT_EMAIL_TEMPLATES.ar.received },
};

export const WithProblems: Story = {
  args: {
    initial: { subject: '', body: 'Hello {{customer_number}}' },
    errors: { subject: 'Write the subject', body: 'Body uses an unknown variable: {{customer_number}}' },
    dirty: true,
  },
};

export const Saving: Story = { args: { dirty: true, saving: true, custom: true } };

export const ReadOnly: Story = { args: { isDisabled: true, custom: true } };
