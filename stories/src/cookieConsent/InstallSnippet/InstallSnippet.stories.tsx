import { InstallSnippet } from '@privacy-portal/ui/cookieConsent/InstallSnippet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const CODE = '<script src="https://portal.example/embed/v1/consent.js" data-property="1"></script>';

const meta = {
  title: 'Cookie Consent/InstallSnippet',
  component: InstallSnippet,
  args: { code: CODE, copy: fn(async () => {}) },
} satisfies Meta<typeof InstallSnippet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Copy, announced in the live region. */
export const Copy: Story = {};

/** The browser refused the clipboard: the code is selected for Ctrl+C. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
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
