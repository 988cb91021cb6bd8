import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { variant: '404' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const InternalServerError: Story = {
  args: { variant: '500' },
};
/** /error/errorpage?statuscode=503 */
export const WithStatusCode: Story = {
  args: { variant: '500', statusCode: 503, homeHref: '/home/welcome?oid=1&pid=2' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkServerError: Story = { args: { variant: '500' }, parameters: { theme: 'dark' } };
