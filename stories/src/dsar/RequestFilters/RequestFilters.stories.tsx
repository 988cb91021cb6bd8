import { RequestFilters, type RequestFilterValues } from '@privacy-portal/ui/dsar/RequestFilters';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search by name or e-mail'), 'lena');
    await userEvent.selectOptions(canvas.getByLabelText('Deadline'), 'Overdue');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'lena', due: 'overdue' });
  },
};

/** Open requests of one law, overdue, assigned to me. */
export const Full: Story = {
  args: {
    value: { status: 'open', jurisdiction: 'GDPR', due: 'overdue', assignee: 'me', form_id: 1, q: 'schmidt' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Assignee')).toHaveValue('me');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

/** Before the forms, members and laws have arrived: their lists hold only the "any" choice. */
export const Loading: Story = {
  args: { options: undefined },
  play: async ({ canvasElement }) => {
    await expect((within(canvasElement).getByLabelText('Form') as HTMLSelectElement).options).toHaveLength(1);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
