import type { Schemas } from '@privacy-portal/sdk';
import { BannerHistoryTable } from '@privacy-portal/ui/cookieConsent/BannerHistoryTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { settled } from '../../support/settled.ts';
import { FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';

const version = (n: number, active: boolean, note: string, by: string | null): Schemas['BannerVersion'] => ({
  id: 40 + n,
  version: n,
  active,
  note,
  published_at: `2026-02-1${n}T09:30:00.000Z`,
  published_by: by,
  config: storyBanner(),
});

const VERSIONS = [
  version(3, true, 'Shop green buttons', 'Olivia Owner'),
  version(2, false, 'German and French, Google Consent Mode v2, opt-out for California', 'Adam Admin'),
  version(1, false, '', null),
];

const meta = {
  title: 'Cookie Consent/BannerHistoryTable',
  component: BannerHistoryTable,
  args: {
    versions: VERSIONS,
    features: PROFESSIONAL,
    upgradeHref: '/plans',
    onActivate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof BannerHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three versions, the newest active; rolling back to version 2 after confirming. */
export const Full: Story = {};

/** Deleting an old version asks first. */
export const Delete: Story = {
  // The confirmation has no prop to open it: the story clicks (ui test: BannerHistoryTable.test.tsx).
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Delete version 1$/ }));
    await within(document.body).findByRole('alertdialog');
    await settled();
  },
};

/** A rollback replaces unsaved draft changes: the confirmation says so. */
export const WithUnsavedChanges: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activate version 1' }));
    await within(document.body).findByRole('alertdialog');
    await settled();
  },
};

export const Empty: Story = {
  args: { versions: [] },
};

export const Loading: Story = { args: { versions: [], loading: true } };

/** Free: the history without rollback, and the upgrade notice. */
export const FreePlan: Story = {
  args: { features: FREE },
};

/** A member who may only view: no actions. */
export const ReadOnly: Story = {
  args: { isDisabled: true },
};
