import { RequestFilters, type RequestFilterValues } from '@privacy-portal/ui/dsar/RequestFilters';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, STORY_FILTER_OPTIONS } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestFilters',
  component: RequestFilters,
  args: { value: {}, options: STORY_FILTER_OPTIONS, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<RequestFilterValues>(args.value);
    return (
      <RequestFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RequestFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Open requests of one law, overdue, assigned to me. */
export const Full: Story = {
  args: {
    value: { status: 'open', jurisdiction: 'GDPR', due: 'overdue', assignee: 'me', form_id: 1, q: 'schmidt' },
  },
};

/** Before the forms, members and laws have arrived: their lists hold only the "any" choice. */
export const Loading: Story = {
  args: { options: undefined },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
