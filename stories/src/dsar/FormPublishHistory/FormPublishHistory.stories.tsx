import type { Schemas } from '@privacy-portal/sdk';
import { FormPublishHistory } from '@privacy-portal/ui/dsar/FormPublishHistory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const version = (
  n: number,
  active: boolean,
  extra: Partial<Schemas['FormVersion']> = {},
): Schemas['FormVersion'] => ({
  id: 40 + n,
  form_id: 1,
  version: n,
  active,
  published_at: `2026-02-1${n}T09:30:00.000Z`,
  published_by: 'Olivia Owner',
  languages: ['en', 'de'],
  note: null,
  ...extra,
});

const VERSIONS = [
  version(3, false, { note: 'Captcha added' }),
  version(2, true, { note: 'German texts' }),
  version(1, false, { languages: ['en'], published_by: null }),
];

const meta = {
  title: 'DSAR/FormPublishHistory',
  component: FormPublishHistory,
  args: { versions: VERSIONS, onActivate: fn(async () => undefined), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof FormPublishHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 is live; version 3 is made live after confirming. */
export const Full: Story = {};

export const Empty: Story = { args: { versions: [] } };
