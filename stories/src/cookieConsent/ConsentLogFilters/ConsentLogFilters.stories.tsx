import {
  ConsentLogFilters,
  type ConsentLogFilterValues,
} from '@privacy-portal/ui/cookieConsent/ConsentLogFilters';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { fn } from 'storybook/test';
import { onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, STORY_FILTER_OPTIONS } from '../ConsentLogTable/fixtures.ts';

/** The filters with their values in state, as the page holds them (in the URL). */
function Filters(props: Partial<ComponentProps<typeof ConsentLogFilters>>) {
  const [value, setValue] = useState<ConsentLogFilterValues>(props.value ?? {});
  return (
    <ConsentLogFilters
      options={STORY_FILTER_OPTIONS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Cookie Consent/ConsentLogFilters',
  component: Filters,
  args: { onChange: fn() },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { value: { region: 'US-CA', gpc: true } },
};

/** Before the options arrive: the lists hold only 'All'. */
export const Loading: Story = {
  args: { options: undefined },
};

/** A log without records yet: no regions to offer. */
export const Empty: Story = {
  args: { options: { ...STORY_FILTER_OPTIONS, first_day: null, last_day: null, regions: [], countries: [] } },
};

export const RangeTooLong: Story = {
  args: {
    value: { from: '2024-01-01', to: '2026-11-25' },
    rangeError: 'Choose a range of at most 366 days.',
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

/** One field per line on a phone. */
export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
};
