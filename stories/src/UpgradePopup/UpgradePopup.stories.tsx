import { ConfirmUpgradeDialog } from '@privacy-portal/ui/ConfirmUpgradeDialog';
import { UpgradePopup, type UpgradePopupPlan } from '@privacy-portal/ui/UpgradePopup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

/** Cookie Consent features of calls-billing-spec §9, long enough to need More. */
const COOKIE_FEATURES = [
  'Up to 500,000 monthly pageviews',
  '60,000 consent records per month',
  '2 users per organization',
  '2 cookie scans per month',
  'Export of consent records',
  '3rd-party cookie blocking',
  'Scripts blocking system',
  'Accept / reject options',
  'Dynamic notice text',
  'Versioning and rollback',
  'UI display frequency',
  'CCPA opt-out',
  'Advanced language edits',
  'Geo-targeting',
  'Google Consent Mode',
  'Google and TCF vendors',
  'IAB TCF support',
  'Android SDK (beta)',
  'Scan behind login',
  'Remove powered-by branding',
  '24h support response',
];

const COOKIE_PLANS: UpgradePopupPlan[] = [
  {
    id: 'cc-starter',
    name: 'Starter',
    product_name: 'Cookie Consent',
    price: 9,
    cycle: 'monthly',
    features: COOKIE_FEATURES.slice(0, 8),
    isCurrent: true,
    isDisabled: true,
    disabledReason: 'This is your current plan',
  },
  {
    id: 'cc-essentials',
    name: 'Essentials',
    product_name: 'Cookie Consent',
    price: 19,
    cycle: 'monthly',
    features: COOKIE_FEATURES,
  },
  {
    id: 'cc-professional',
    name: 'Professional',
    product_name: 'Cookie Consent',
    price: 49,
    cycle: 'monthly',
    features: [
      'Up to 1,000,000 monthly pageviews',
      '100,000 consent records per month',
      '5 users',
      ...COOKIE_FEATURES.slice(3),
    ],
  },
  {
    id: 'cc-enterprise',
    name: 'Enterprise',
    product_name: 'Cookie Consent',
    price: -1,
    cycle: 'monthly',
    features: ['Unlimited pageviews', 'Unlimited consent records', 'Unlimited users', '3h support response'],
  },
];

/** Step 2: combo plans without the Enterprise card (§4); contents of §9. */
const BUNDLE_PLANS: UpgradePopupPlan[] = [
  {
    id: 'b-essential',
    name: 'Essential',
    product_name: 'Bundle',
    price: 19,
    cycle: 'monthly',
    features: ['1 Cookie Consent plan', '1 user', '1 domain', '10,000 pageviews'],
  },
  {
    id: 'b-business',
    name: 'Business',
    product_name: 'Bundle',
    price: 79,
    cycle: 'monthly',
    features: [
      '3 Cookie Consent plans',
      '1 DSAR plan',
      '2 users',
      '3 domains',
      '5 workflows',
      '1,000 requests per month',
    ],
  },
  {
    id: 'b-business-plus',
    name: 'Business Plus',
    product_name: 'Bundle',
    price: 199,
    cycle: 'monthly',
    features: [
      '5 Cookie Consent plans',
      '1 DSAR plan',
      '5 Consent Preference plans',
      '5 users',
      '5 domains',
      '15 workflows',
      '5,000 requests per month',
    ],
  },
];

const meta = {
  title: 'Billing/UpgradePopup',
  component: UpgradePopup,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: {
    isOpen: true,
    popupType: 'cookieConsent',
    step: 1,
    plans: COOKIE_PLANS,
    featuresExpanded: false,
    onToggleFeatures: fn(),
    onNext: fn(),
    onBack: fn(),
    onChoosePlan: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UpgradePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const CookieConsent: Story = {};
export const FeaturesExpanded: Story = { args: { featuresExpanded: true } };
export const BundleStep: Story = {
  args: { step: 2, plans: BUNDLE_PLANS },
};
export const NoPlan: Story = {
  args: { popupType: 'noPlan' },
};
/** A company that pays for other products: told it has no plan of this one, not no plan at all. */
export const NoPlanOfThisProduct: Story = {
  args: {
    popupType: 'noPlan',
    noPlanMessage: "You don't have an active DSAR plan, please choose a new plan below",
  },
};
export const Dsar: Story = {
  args: {
    popupType: 'org',
    plans: COOKIE_PLANS.map((p) => ({
      ...p,
      id: `dsar-${p.id}`,
      product_name: 'DSAR',
      features: [
        'Forms: 2',
        'Workflows: 5',
        'Requests: up to 20,000',
        'Integrations: 2',
        'Users: up to 2',
        'Support: 24h',
      ],
    })),
  },
};
export const ConsentPreference: Story = {
  args: {
    popupType: 'consentPreference',
    plans: COOKIE_PLANS.map((p) => ({
      ...p,
      id: `cp-${p.id}`,
      product_name: 'Consent Preference',
      features: ['Up to 20,000 consents', 'Legal notice tracking (coming soon)', 'Webhooks (coming soon)'],
    })),
  },
};
export const RoleCannotBuy: Story = {
  args: {
    plans: COOKIE_PLANS.map((p) => ({
      ...p,
      isDisabled: true,
      disabledReason: 'Organization Administrators cannot purchase plans',
    })),
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { plans: [] } };
export const LongNames: Story = {
  args: {
    plans: [
      {
        id: 'long',
        name: 'Professional for Multinational Holding Organizations',
        product_name: 'Cookie Consent Management with Consent Preference add-on',
        price: 12990.5,
        cycle: 'yearly',
        features: [
          'Unlimited monthly pageviews across every property of every organization you manage worldwide',
        ],
      },
    ],
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkNoPlan: Story = { parameters: { theme: 'dark' }, args: { popupType: 'noPlan' } };

/** The machine's steps in a harness: More, Next to the bundles, Back, choose, confirm. */
export const Flow: Story = {
  render: function FlowRender(args) {
    const [step, setStep] = useState<1 | 2>(1);
    const [expanded, setExpanded] = useState(false);
    const [chosen, setChosen] = useState<UpgradePopupPlan | null>(null);
    const [done, setDone] = useState(false);
    return (
      <>
        <UpgradePopup
          {...args}
          isOpen={!chosen && !done}
          step={step}
          plans={step === 1 ? COOKIE_PLANS : BUNDLE_PLANS}
          featuresExpanded={expanded}
          onToggleFeatures={() => setExpanded((e) => !e)}
          onNext={() => setStep(2)}
          onBack={() => setStep(1)}
          onChoosePlan={(plan) => {
            args.onChoosePlan(plan);
            setChosen(plan);
          }}
        />
        <ConfirmUpgradeDialog
          isOpen={chosen !== null}
          planName={chosen ? `${chosen.product_name} ${chosen.name}` : undefined}
          cycle={chosen?.cycle}
          total={chosen ? Number(chosen.price) * 3 * 0.9 : null}
          discountPercentage={10}
          onConfirm={() => {
            setChosen(null);
            setDone(true);
          }}
          onCancel={() => setChosen(null)}
        />
        {done ? <p role="status">Successfully Upgraded Plan</p> : null}
      </>
    );
  },
  play: async () => {
    await userEvent.click(body().getAllByRole('button', { name: 'More' })[0] as HTMLElement);
    await expect(body().getAllByRole('button', { name: 'Hide' }).length).toBeGreaterThan(0);
    await userEvent.click(body().getByRole('button', { name: 'Next: Bundle plans' }));
    await expect(body().getByRole('list', { name: 'Bundle plans' })).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Back: Cookie Consent plans' }));
    const essentials = body().getByRole('article', { name: 'Essentials' });
    await userEvent.click(within(essentials).getByRole('button', { name: 'Upgrade' }));
    const confirm = await body().findByRole('alertdialog', {
      name: 'Are you absolutely sure you want to upgrade?',
    });
    await expect(confirm).toHaveTextContent('Total: $51.30 / month');
    await expect(confirm).toHaveTextContent('Previous plan discount 10 %');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await body().findByText('Successfully Upgraded Plan')).toBeInTheDocument();
  },
};
