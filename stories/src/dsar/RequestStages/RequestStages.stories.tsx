import { Alert } from '@privacy-portal/ui/Alert';
import { RequestStages } from '@privacy-portal/ui/dsar/RequestStages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Full: Story = {};

export const Saving: Story = {
  args: { pendingTask: '1:1', movingTo: 2 },
};

export const Refused: Story = {
  args: {
    error: (
      <Alert tone="error">
        The requester has not confirmed their e-mail address yet: work starts once they do
      </Alert>
    ),
  },
};

/** The requester has not confirmed the address yet: nothing can be ticked or moved. */
export const WaitingForVerification: Story = {
  args: { waitingReason: 'Work starts once the requester has confirmed the e-mail address.' },
};

export const Closed: Story = {
  args: { closed: true },
};

export const Empty: Story = {
  args: { stages: [], workflowName: null },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
