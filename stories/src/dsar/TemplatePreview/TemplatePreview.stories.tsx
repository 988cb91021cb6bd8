import { DEFAULT_EMAIL_TEMPLATES, renderTemplate, SAMPLE_VARIABLES } from '@privacy-portal/sdk/dsar';
import { TemplatePreview } from '@privacy-portal/ui/dsar/TemplatePreview';
import type { Meta, StoryObj } from '@storybook/react-vite';

const previewOf = (language: 'en' | 'ar') => {
  const text = DEFAULT_EMAIL_TEMPLATES[language].received;
  return {
    subject: renderTemplate(text.subject, SAMPLE_VARIABLES),
    body: renderTemplate(text.body, SAMPLE_VARIABLES),
    variables: { ...SAMPLE_VARIABLES },
  };
};

const meta = {
  title: 'DSAR/TemplatePreview',
  component: TemplatePreview,
  args: { language: 'en', preview: previewOf('en') },
} satisfies Meta<typeof TemplatePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Arabic: Story = { args: { language: 'ar', preview: previewOf('ar') } };
export const Updating: Story = { args: { loading: true } };
export const First: Story = { args: { preview: null } };
export const Problem: Story = {
  args: { preview: null, problem: 'Body uses an unknown variable: {{customer_number}}' },
};
