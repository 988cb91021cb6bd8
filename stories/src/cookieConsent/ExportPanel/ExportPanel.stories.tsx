import { ExportPanel } from '@privacy-portal/ui/cookieConsent/ExportPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyExport } from '../ConsentLogTable/fixtures.ts';

const meta = {
  title: 'Cookie Consent/ExportPanel',
  component: ExportPanel,
  args: {
    job: null,
    scope: 'Exports the records the filters show: from 26 Oct 2026 to 25 Nov 2026, in Germany.',
    onStart: fn(),
  },
} satisfies Meta<typeof ExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Running: Story = {
  args: { job: storyExport() },
};

export const Ready: Story = {
  args: {
    job: storyExport({
      status: 'succeeded',
      done: 140,
      file_name: 'consent-records-2026-10-26-to-2026-11-25.csv',
    }),
    downloadUrl: 'data:text/csv,seq',
  },
};

/** The free plan: the upgrade notice stands in for the export. */
export const UpgradeNeeded: Story = {
  args: {
    upgrade: { feature: 'Export of consent records', tier: 'basic', href: '/settings/billing/pricing' },
  },
};

export const RightToLeft: Story = {
  args: { job: storyExport() },
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  args: { job: storyExport() },
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
