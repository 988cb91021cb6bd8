import { Alert } from '@privacy-portal/ui/Alert';
import { RequestStages } from '@privacy-portal/ui/dsar/RequestStages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyRequest } from '../RequestTable/fixtures.ts';

const { stages } = storyRequest();

const meta = {
  title: 'DSAR/RequestStages',
  component: RequestStages,
  args: {
    stages,
    workflowName: 'Standard request handling',
    closed: false,
    onTaskChange: fn(),
    onMoveStage: fn(),
  },
} satisfies Meta<typeof RequestStages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Search the newsletter tool'));
    await expect(args.onTaskChange).toHaveBeenCalledWith(1, 1, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Review' }));
    await expect(args.onMoveStage).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pendingTask: '1:1', movingTo: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Search the newsletter tool' }),
    ).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    error: (
      <Alert tone="error">
        The requester has not confirmed their e-mail address yet: work starts once they do
      </Alert>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The requester has not confirmed the address yet: nothing can be ticked or moved. */
export const WaitingForVerification: Story = {
  args: { waitingReason: 'Work starts once the requester has confirmed the e-mail address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Work starts once the requester has confirmed the e-mail address.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Move to/ })).toBeNull();
  },
};

export const Closed: Story = {
  args: { closed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Move to/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { stages: [], workflowName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/follows no workflow/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2. Gather data')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
