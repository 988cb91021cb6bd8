import { Dialog } from '@privacy-portal/ui/Dialog';
import {
  BUNDLE_COMPARISON_COLUMNS,
  type ComparisonRow,
  CUSTOM_COMPARISON_COLUMNS,
  FeatureComparisonTable,
} from '@privacy-portal/ui/FeatureComparisonTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { settled } from '../support/settled.ts';

/** Cookie Consent limits and features of calls-billing-spec §9. */
const COOKIE_CONSENT_ROWS: ComparisonRow[] = [
  {
    featureName: 'Monthly pageviews',
    basic: 'up to 100,000',
    essentials: 'up to 500,000',
    professional: 'up to 1,000,000',
    enterprise: 'unlimited',
  },
  {
    featureName: 'Consent record storage per month',
    basic: 'under 60,000',
    essentials: '60,000',
    professional: '100,000',
    enterprise: 'unlimited',
  },
  {
    featureName: 'Users Per Organization',
    basic: '1',
    essentials: '2',
    professional: '5',
    enterprise: 'unlimited',
  },
  {
    featureName: 'Domain Scan',
    basic: '2 per month (up to 100 pages)',
    essentials: '2 per month',
    professional: '5 per month',
    enterprise: 'unlimited',
  },
  {
    featureName: '3rd-party Cookie Blocking',
    basic: true,
    essentials: true,
    professional: true,
    enterprise: true,
  },
  {
    featureName: 'Highly configurable GDPR & CCPA consent settings',
    basic: true,
    essentials: true,
    professional: true,
    enterprise: true,
  },
  { featureName: 'Google vendors', basic: false, essentials: true, professional: true, enterprise: true },
  {
    featureName: 'Remove Powered By branding',
    basic: false,
    essentials: true,
    professional: true,
    enterprise: true,
  },
  { featureName: 'Support response', basic: '24h', essentials: '24h', professional: '12h', enterprise: '3h' },
];

/** Combo bundle of calls-billing-spec §9. */
const BUNDLE_ROWS: ComparisonRow[] = [
  {
    featureName: 'Cookie Consent plans',
    basic: '1',
    essentials: '3',
    professional: '5',
    enterprise: 'unlimited',
  },
  { featureName: 'DSAR plans', basic: false, essentials: '1', professional: '1', enterprise: 'unlimited' },
  {
    featureName: 'Consent Preference plans',
    basic: false,
    essentials: false,
    professional: '5',
    enterprise: 'unlimited',
  },
  { featureName: 'Users', basic: '1', essentials: '2', professional: '5', enterprise: 'unlimited' },
  { featureName: 'Domains', basic: '1', essentials: '3', professional: '5', enterprise: 'unlimited' },
  { featureName: 'Workflow', basic: false, essentials: '5', professional: '15', enterprise: 'unlimited' },
  {
    featureName: 'Requests',
    basic: false,
    essentials: '1,000 per month',
    professional: '5,000 per month',
    enterprise: 'unlimited',
  },
  { featureName: 'Logo removal', basic: false, essentials: false, professional: false, enterprise: true },
  {
    featureName: 'White-glove setup',
    basic: 'via sales',
    essentials: 'via sales',
    professional: 'via sales',
    enterprise: true,
  },
];

const meta = {
  title: 'Billing/FeatureComparisonTable',
  component: FeatureComparisonTable,
  args: {
    columns: CUSTOM_COMPARISON_COLUMNS,
    rows: COOKIE_CONSENT_ROWS,
    caption: 'Cookie Consent plans',
    showCaption: true,
  },
} satisfies Meta<typeof FeatureComparisonTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Custom: Story = {};
export const Bundle: Story = {
  args: { columns: BUNDLE_COMPARISON_COLUMNS, rows: BUNDLE_ROWS, caption: 'Bundle plans' },
};
/** As the pricing page shows it: inside a modal titled Feature Comparison. */
export const InModal: Story = {
  args: { showCaption: false, caption: 'Feature Comparison' },
  render: (args) => (
    <Dialog title="Feature Comparison" width="56rem" isOpen>
      <FeatureComparisonTable {...args} />
    </Dialog>
  ),
  // Waits for the dialog's entry animation before the axe check.
  play: settled,
};
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const LongFeatureNames: Story = {
  args: {
    rows: [
      {
        featureName:
          'Full conversion and visitor consent state reporting across every property of the organization',
        basic: 'Available with a delay of up to 24 hours after the consent was given',
        essentials: true,
        professional: true,
        enterprise: true,
      },
      ...COOKIE_CONSENT_ROWS,
    ],
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkBundle: Story = {
  parameters: { theme: 'dark' },
  args: { columns: BUNDLE_COMPARISON_COLUMNS, rows: BUNDLE_ROWS, caption: 'Bundle plans' },
};
