import type { Schemas } from '@privacy-portal/sdk';
import { BannerHistoryTable } from '@privacy-portal/ui/cookieConsent/BannerHistoryTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete version 3 (active)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate version 2' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Activate version 2?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(args.onActivate).toHaveBeenCalledWith(VERSIONS[1]);
  },
};

/** Deleting an old version asks first. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Delete version 1$/ }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete version 1?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(VERSIONS[2]);
  },
};

/** A rollback replaces unsaved draft changes: the confirmation says so. */
export const WithUnsavedChanges: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activate version 1' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Activate version 1?' }),
    );
    // The dialog fades in: wait until it shows.
    await waitFor(() =>
      expect(dialog.getByText(/Your unsaved changes to the draft are replaced/)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Nothing is published yet. Publish the draft to put the banner on the site.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { versions: [], loading: true } };

/** Free: the history without rollback, and the upgrade notice. */
export const FreePlan: Story = {
  args: { features: FREE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Versioning and rollback comes with the Basic plan and above.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Activate/ })).toBeNull();
  },
};

/** A member who may only view: no actions. */
export const ReadOnly: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};
