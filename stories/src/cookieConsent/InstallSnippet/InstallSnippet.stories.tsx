import { InstallSnippet } from '@privacy-portal/ui/cookieConsent/InstallSnippet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const CODE = '<script src="https://portal.example/embed/v1/consent.js" data-property="1"></script>';

const meta = {
  title: 'Cookie Consent/InstallSnippet',
  component: InstallSnippet,
  args: { code: CODE, copy: fn(async () => {}) },
} satisfies Meta<typeof InstallSnippet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Copy, announced in the live region. */
export const Copy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy install snippet' }));
    await expect(args.copy).toHaveBeenCalledWith(CODE);
    await expect(canvas.getByRole('status')).toHaveTextContent('Install snippet copied to the clipboard.');
  },
};

/** The browser refused the clipboard: the code is selected for Ctrl+C. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy install snippet' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/The code is selected/);
  },
};

/** Several lines (a script marked for blocking by hand). */
export const MultiLine: Story = {
  args: {
    label: 'Example of a marked script',
    code: [
      '<script type="text/plain" data-category="analytics"',
      '        src="https://www.googletagmanager.com/gtag/js?id=G-XXXXXXX"></script>',
    ].join('\n'),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
