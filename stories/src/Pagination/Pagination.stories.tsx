import { Pagination } from '@privacy-portal/ui/Pagination';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const Middle: Story = { args: { page: 3 } };
export const LastPage: Story = {
  args: { page: 5 },
};
export const SinglePage: Story = { args: { pageCount: 1 } };
export const ManyPages: Story = { args: { page: 128, pageCount: 1024, label: 'Consent records pages' } };
export const Dark: Story = { args: { page: 2 }, parameters: { theme: 'dark' } };
