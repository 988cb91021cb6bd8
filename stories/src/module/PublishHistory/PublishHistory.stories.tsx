import { type PublishedVersion, PublishHistory } from '@privacy-portal/ui/module/PublishHistory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const version = (n: number, active: boolean, note: string | null = null): PublishedVersion => ({
  id: 60 + n,
  version: n,
  active,
  note,
  published_at: `2026-05-0${n}T14:00:00.000Z`,
  published_by: n === 1 ? null : 'Olivia Owner',
});

const VERSIONS = [version(3, false, 'Spanish texts'), version(2, true, 'Darker header'), version(1, false)];

const meta = {
  title: 'Module/PublishHistory',
  component: PublishHistory<PublishedVersion>,
  args: {
    versions: VERSIONS,
    texts: {
      activeLabel: 'Active',
      emptyMessage: 'Nothing is published yet.',
      activateMessage: (n: number) => `Visitors see version ${n} at once.`,
      deleteMessage: 'It is removed from the history for good.',
    },
    onActivate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof PublishHistory<PublishedVersion>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 is active; version 3 is deleted after confirming. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete version 2 (active)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete version 3' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete version 3?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(VERSIONS[0]);
  },
};

/** A plan without rollback: only deleting, and the module's notice above. */
export const WithoutRollback: Story = {
  args: { canRollBack: false, notice: <p>Rollback comes with the Basic plan and above.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Activate/ })).toBeNull();
  },
};

export const Empty: Story = { args: { versions: [] } };

export const ReadOnly: Story = { args: { isDisabled: true } };
