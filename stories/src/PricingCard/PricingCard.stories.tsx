import { PricingCard } from '@privacy-portal/ui/PricingCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BUNDLE_FEATURES, CONSENT_PREFERENCE_FEATURES, COOKIE_CONSENT_FEATURES } from './plans.ts';

const meta = {
  title: 'Billing/PricingCard',
  component: PricingCard,
  args: {
    name: 'Professional',
    productName: 'Cookie Consent',
    price: 49,
    cycle: 'monthly',
    features: COOKIE_CONSENT_FEATURES.Professional,
    onAction: fn(),
    onViewComparison: fn(),
  },
  decorators: [
    // one card at its usual width; a row story sets parameters.row
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.row ? 'none' : 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Recommended: Story = {
  args: {
    name: 'Business Plus',
    productName: 'Bundle',
    price: 199,
    isRecommended: true,
    features: BUNDLE_FEATURES['Business Plus'],
  },
};
export const CurrentPlan: Story = {
  args: { isCurrent: true, isActionDisabled: true, disabledReason: 'This is your current plan' },
};
export const Yearly: Story = { args: { price: 490, cycle: 'yearly' } };
export const Enterprise: Story = {
  args: { name: 'Enterprise', productName: 'Bundle', price: -1, features: BUNDLE_FEATURES.Enterprise },
};
export const Disabled: Story = {
  args: { isActionDisabled: true, disabledReason: 'Organization Administrators cannot purchase plans' },
};
export const ConsentPreferenceFirstFour: Story = {
  args: {
    name: 'Essentials',
    productName: 'Consent Preference',
    price: 29,
    features: CONSENT_PREFERENCE_FEATURES,
    featureLimit: 4,
  },
};
export const Adding: Story = { args: { busy: true } };
/** The pricing page's card: a quantity field above the button and the 14-day trial under it. */
export const WithQuantityAndTrial: Story = {
  args: {
    extra: (
      <label>
        Quantity <input defaultValue="1" inputMode="numeric" />
      </label>
    ),
    secondaryActionLabel: 'Start 14-day free trial',
    onSecondaryAction: fn(),
  },
};
export const NoFeatures: Story = { args: { features: [], onViewComparison: undefined } };
export const LongNames: Story = {
  args: {
    name: 'Professional Plus for Multinational Organizations',
    productName: 'Consent Preference and Cookie Consent Management Combined',
    price: 12990.5,
    cycle: 'yearly',
    features: ['Unlimited monthly pageviews across every property of every organization you manage'],
  },
};
export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { isRecommended: true, isCurrent: true },
};
export const DarkDisabled: Story = {
  parameters: { theme: 'dark' },
  args: { isActionDisabled: true, disabledReason: 'Organization Administrators cannot purchase plans' },
};

/** The bundle tab: four cards in a row, Business Plus recommended. */
export const BundleRow: Story = {
  parameters: { row: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: 16 }}>
      <PricingCard
        {...args}
        name="Essential"
        productName="Bundle"
        price={19}
        features={BUNDLE_FEATURES.Essential}
      />
      <PricingCard
        {...args}
        name="Business"
        productName="Bundle"
        price={79}
        features={BUNDLE_FEATURES.Business}
        isCurrent
      />
      <PricingCard
        {...args}
        name="Business Plus"
        productName="Bundle"
        price={199}
        features={BUNDLE_FEATURES['Business Plus']}
        isRecommended
      />
      <PricingCard
        {...args}
        name="Enterprise"
        productName="Bundle"
        price={-1}
        features={BUNDLE_FEATURES.Enterprise}
      />
    </div>
  ),
};
