import {
  RequestDueBadge,
  RequestStatusBadge,
  RequestVerificationBadge,
} from '@privacy-portal/ui/dsar/RequestBadges';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TODAY } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestBadges',
  component: RequestDueBadge,
  args: { dueOn: '2026-12-02', status: 'in_progress', today: STORY_TODAY },
} satisfies Meta<typeof RequestDueBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every deadline, status and verification the inbox shows. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <RequestDueBadge dueOn="2026-12-02" status="in_progress" today={STORY_TODAY} />
      <RequestDueBadge dueOn="2026-11-22" status="new" dueSoon today={STORY_TODAY} />
      <RequestDueBadge dueOn="2026-11-20" status="new" today={STORY_TODAY} />
      <RequestDueBadge dueOn="2026-11-15" status="in_progress" extended today={STORY_TODAY} />
      {(['unverified', 'new', 'in_progress', 'completed', 'rejected', 'closed_unverified'] as const).map(
        (s) => (
          <RequestStatusBadge key={s} status={s} />
        ),
      )}
      <RequestVerificationBadge verified status="in_progress" />
      <RequestVerificationBadge verified={false} status="unverified" />
    </div>
  ),
};

export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  args: { dueOn: '2026-11-15' },
};
