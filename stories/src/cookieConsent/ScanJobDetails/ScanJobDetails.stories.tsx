import { ScanJobDetails } from '@privacy-portal/ui/cookieConsent/ScanJobDetails';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_CATEGORY_NAMES, STORY_DETAILS, storyScan } from './fixtures.ts';

const meta = {
  title: 'Cookie Consent/ScanJobDetails',
  component: ScanJobDetails,
  args: { details: STORY_DETAILS, categoryNames: STORY_CATEGORY_NAMES, onBlockScript: fn(), onClose: fn() },
} satisfies Meta<typeof ScanJobDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A three-state scan with two violations; blocking a script marks it blocked. */
export const Violations: Story = {
  render: function Render(args) {
    const [blocked, setBlocked] = useState<Set<string>>(new Set());
    return (
      <ScanJobDetails
        {...args}
        blockedScripts={blocked}
        onBlockScript={(finding) => {
          args.onBlockScript?.(finding);
          if (finding.script_url) setBlocked((set) => new Set(set).add(finding.script_url as string));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Violations (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Block this script, which sets _hjSessionUser_123' }),
    );
    await expect(args.onBlockScript).toHaveBeenCalledWith(
      expect.objectContaining({ name: '_hjSessionUser_123' }),
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('row', { name: /_hjSessionUser_123/ })).getByText('Blocked'),
      ).toBeVisible(),
    );
  },
};

/** Every cookie and storage key found, and in which states. */
export const Findings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Cookies (6)' }));
    const fr = canvas.getByRole('row', { name: /^fr/ });
    await expect(within(fr).getByText('First visit, After Reject all')).toBeVisible();
    await expect(within(fr).getByText('Violation')).toBeVisible();
  },
};

export const PagesAndScripts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pages (5)' }));
    await expect(canvas.getByText('The page did not load within 30 s.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Third-party scripts (3)' }));
    await expect(canvas.getByText('Blocked until consent')).toBeVisible();
  },
};

/** A scan without the three-state check: no violations tab. */
export const PlainScan: Story = {
  args: { details: { ...STORY_DETAILS, job: storyScan(5, { three_state: false }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab', { name: /Violations/ })).toBeNull();
  },
};

/** Nothing found: an empty site, or one that set nothing before consent. */
export const Empty: Story = {
  args: {
    details: {
      job: storyScan(6, { cookies_found: 0, pages_total: 1, pages_done: 1 }),
      findings: [],
      pages: [],
      scripts: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Violations (0)' }));
    await expect(canvas.getByText(/No violation/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Cookies (0)' }));
    await expect(canvas.getByText('The scan found no cookies and no storage keys.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    details: {
      job: storyScan(3, {
        status: 'failed',
        pages_done: 0,
        cookies_found: 0,
        error: 'The site did not answer within 30 s.',
      }),
      findings: [],
      pages: [
        { url: 'https://demo-store.example/', status: null, error: 'The site did not answer within 30 s.' },
      ],
      scripts: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The scan stopped with an error',
    );
  },
};
