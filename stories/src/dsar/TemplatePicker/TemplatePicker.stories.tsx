import type { Schemas } from '@privacy-portal/sdk';
import { EMAIL_EVENTS } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import { TemplatePicker } from '@privacy-portal/ui/dsar/TemplatePicker';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const OWN = new Set(['received/en', 'completed/en', 'acknowledgement/de']);
const TEMPLATES: Schemas['EmailTemplate'][] = EMAIL_EVENTS.flatMap((event) =>
  LOCALES.map((language) => ({
    event,
    language,
    subject: 's',
    body: 'b',
    custom: OWN.has(`${event}/${language}`),
    updated_at: null,
  })),
);

const meta = {
  title: 'DSAR/TemplatePicker',
  component: TemplatePicker,
  args: {
    templates: TEMPLATES,
    language: 'en',
    event: 'received',
    onLanguageChange: fn(),
    onEventChange: fn(),
  },
} satisfies Meta<typeof TemplatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const German: Story = { args: { language: 'de', event: 'acknowledgement' } };
