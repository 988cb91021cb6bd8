import { ScanJobDetails } from '@privacy-portal/ui/cookieConsent/ScanJobDetails';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
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
};

/** Every cookie and storage key found, and in which states. */
export const Findings: Story = {
  // The tabs have no prop to choose one: the story clicks (ui test: ScanJobDetails.test.tsx).
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Cookies (6)' }));
  },
};

export const Pages: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Pages (5)' }));
  },
};

export const Scripts: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Third-party scripts (3)' }));
  },
};

/** A scan without the three-state check: no violations tab. */
export const PlainScan: Story = {
  args: { details: { ...STORY_DETAILS, job: storyScan(5, { three_state: false }) } },
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
};
