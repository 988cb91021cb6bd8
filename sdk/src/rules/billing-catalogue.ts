/**
 * The plan catalogue as data (calls-billing-spec §3, §9): products, tiers, prices, highlighted
 * features, limits and the comparison tables. The server seeds its `plans` table from it and the
 * mocks serve it, so a price or a limit is written once.
 *
 * The spec gives no list prices; the ones below are ours (in line with the field's tools).
 * Yearly = 10 × monthly (2 months free); Enterprise is -1 (contact sales).
 */
import type { components } from '../generated/schema.ts';
import { yearlyPrice } from './billing-pricing.ts';
import { PLAN_TYPE } from './billing-types.ts';

type Schemas = components['schemas'];
export type PlanTier = Schemas['PlanTier'];
export type PlanLimits = Schemas['PlanLimits'];
export type ProductKey = Schemas['ProductKey'];
/** The catalogue's groups: the four products and the combo bundle. */
export type PlanGroupKey = ProductKey | 'combo';
export type CataloguePlan = Schemas['Plan'];
/** A catalogue plan before the database gives it an id. */
export type PlanSeed = Omit<CataloguePlan, 'id'> & { sort: number };

import { TIERS } from './billing-types.ts';

export { TIERS };

/** Plan names per tier: the four products, and the combo bundle (§3). */
export const PRODUCT_TIER_NAMES: Record<PlanTier, string> = {
  free: 'Free',
  basic: 'Starter',
  essentials: 'Essentials',
  professional: 'Professional',
  enterprise: 'Enterprise',
};
export const BUNDLE_TIER_NAMES: Partial<Record<PlanTier, string>> = {
  basic: 'Essential',
  essentials: 'Business',
  professional: 'Business Plus',
  enterprise: 'Enterprise',
};

/** The plan type code of each group: the type codes of §3 (billing-types PLAN_TYPE). */
export const GROUP_TYPE: Readonly<Record<PlanGroupKey, Schemas['PlanType']>> = PLAN_TYPE;

export const GROUP_PRODUCT_NAME: Record<PlanGroupKey, string> = {
  cookieConsent: 'Cookie Consent',
  dsar: 'DSAR',
  consentPreference: 'Consent Preference',
  socialFortuna: 'Social Fortuna',
  combo: 'Bundle',
};

/** The licensed product of a plan type (0-3); the bundle (11) grants several, see {@link PLAN_SEEDS} contents. */
export function productOfType(type: number): ProductKey | undefined {
  return (['cookieConsent', 'dsar', 'consentPreference', 'socialFortuna'] as const).find(
    (p) => GROUP_TYPE[p] === type,
  );
}

/** DSAR is licensed per organization; the others per property (§1). */
export function licenceScope(product: ProductKey): 'organization' | 'property' {
  return product === 'dsar' ? 'organization' : 'property';
}

const U = -1;
const none: PlanLimits = {
  users: 0,
  forms: 0,
  workflows: 0,
  requests: 0,
  integrations: 0,
  pageviews: 0,
  consents: 0,
  scans: 0,
  sites: 0,
};
const unlimited: PlanLimits = {
  users: U,
  forms: U,
  workflows: U,
  requests: U,
  integrations: U,
  pageviews: U,
  consents: U,
  scans: U,
  sites: U,
};

/**
 * Limits per product and tier (§9 tables). Consent Preference gives no user count: it follows the
 * other products (1, 2, 5, unlimited). "under 60,000" consents is 59,999; "5 million or more" is unlimited.
 */
export const PLAN_LIMITS: Record<PlanGroupKey, Partial<Record<PlanTier, PlanLimits>>> = {
  cookieConsent: {
    free: { ...none, users: 1, pageviews: 1_000, consents: 5_000, scans: 1, sites: 1 },
    basic: { ...none, users: 1, pageviews: 100_000, consents: 59_999, scans: 2, sites: 1 },
    essentials: { ...none, users: 2, pageviews: 500_000, consents: 60_000, scans: 2, sites: 1 },
    professional: { ...none, users: 5, pageviews: 1_000_000, consents: 100_000, scans: 5, sites: 1 },
    enterprise: unlimited,
  },
  dsar: {
    basic: { ...none, forms: 1, workflows: 1, requests: 5_000, integrations: 1, users: 1 },
    essentials: { ...none, forms: 2, workflows: 5, requests: 20_000, integrations: 2, users: 2 },
    professional: { ...none, forms: 10, workflows: 15, requests: 40_000, integrations: 5, users: 5 },
    enterprise: unlimited,
  },
  consentPreference: {
    basic: { ...none, users: 1, consents: 5_000, sites: 1 },
    essentials: { ...none, users: 2, consents: 20_000, sites: 1 },
    professional: { ...none, users: 5, consents: 40_000, sites: 1 },
    enterprise: unlimited,
  },
  socialFortuna: {
    free: { ...none, users: 1, sites: 1, pageviews: 2_500 },
    basic: { ...none, users: 1, sites: 1, pageviews: 5_000 },
    essentials: { ...none, users: 2, sites: 1, pageviews: 20_000 },
    professional: { ...none, users: 5, sites: U, pageviews: 50_000 },
    enterprise: unlimited,
  },
  combo: {
    basic: { ...none, users: 1, sites: 1, pageviews: 10_000 },
    essentials: { ...none, users: 2, sites: 3, pageviews: 15_000, workflows: 5, requests: 1_000, forms: 2 },
    professional: {
      ...none,
      users: 5,
      sites: 5,
      pageviews: 30_000,
      workflows: 15,
      requests: 5_000,
      consents: 5_000,
      forms: 10,
    },
    enterprise: unlimited,
  },
};

/** The limits a licence of `product` at `tier` gives (a bundle licence uses its bundle tier). */
export function licenceLimits(product: ProductKey, tier: PlanTier): PlanLimits {
  const byTier = PLAN_LIMITS[product];
  return byTier[tier] ?? byTier.basic ?? none;
}

/** Monthly list prices per group and tier. */
const MONTHLY_PRICES: Record<PlanGroupKey, Partial<Record<PlanTier, number>>> = {
  cookieConsent: { free: 0, basic: 12, essentials: 29, professional: 69, enterprise: -1 },
  dsar: { basic: 49, essentials: 99, professional: 199, enterprise: -1 },
  consentPreference: { basic: 29, essentials: 79, professional: 149, enterprise: -1 },
  socialFortuna: { free: 0, basic: 9, essentials: 19, professional: 49, enterprise: -1 },
  combo: { basic: 15, essentials: 149, professional: 349, enterprise: -1 },
};

/** What one unit of a bundle grants (§9 "Bundle contents on the pricing page"). */
export const BUNDLE_CONTENTS: Partial<Record<PlanTier, Schemas['BundleContent'][]>> = {
  basic: [{ type: 0, quantity: 1 }],
  essentials: [
    { type: 0, quantity: 3 },
    { type: 1, quantity: 1 },
  ],
  professional: [
    { type: 0, quantity: 5 },
    { type: 1, quantity: 1 },
    { type: 2, quantity: 5 },
  ],
  enterprise: [],
};

const f = (featureName: string, featureValue?: string): Schemas['FeatureListItem'] =>
  featureValue === undefined ? { featureName } : { featureName, featureValue };

const CC_BASIC_UP = [
  'Export of consent records',
  '3rd-party cookie blocking',
  'Scripts blocking system',
  'Accept/reject options',
  'Dynamic notice text',
  'Versioning and rollback',
  'UI display frequency',
  'CCPA opt-out',
  'Advanced language edits',
  'Geo-targeting',
  'Configurable GDPR/CCPA settings',
];
const CC_ESSENTIALS_UP = [
  'Google Consent Mode',
  'Google and TCF vendors',
  'IAB TCF support',
  'Android SDK (beta)',
  'Scan behind login',
  'Removal of powered-by branding',
];

/** The cookie consent rows of §9, word for word, per tier. */
const CC_ROWS: Array<[string, Record<PlanTier, string>]> = [
  [
    'Monthly pageviews',
    {
      free: '1,000',
      basic: 'up to 100,000',
      essentials: 'up to 500,000',
      professional: 'up to 1,000,000',
      enterprise: 'unlimited',
    },
  ],
  [
    'Consent record storage per month',
    {
      free: '5,000',
      basic: 'under 60,000',
      essentials: '60,000',
      professional: '100,000',
      enterprise: 'unlimited',
    },
  ],
  [
    'Users per organization',
    { free: '1', basic: '1', essentials: '2', professional: '5', enterprise: 'unlimited' },
  ],
  [
    'Cookie scans',
    {
      free: '1 per month',
      basic: '2 per month (up to 100 pages)',
      essentials: '2 per month',
      professional: '5 per month',
      enterprise: 'unlimited',
    },
  ],
  [
    'Support response',
    { free: 'best effort', basic: '24h', essentials: '24h', professional: '12h', enterprise: '3h' },
  ],
];
const DSAR_ROWS: Array<[string, Partial<Record<PlanTier, string>>]> = [
  ['Forms', { basic: '1', essentials: '2', professional: '10', enterprise: 'unlimited' }],
  ['Workflows', { basic: '1', essentials: '5', professional: '15', enterprise: 'unlimited' }],
  [
    'Requests',
    {
      basic: 'up to 5,000',
      essentials: 'up to 20,000',
      professional: 'up to 40,000',
      enterprise: 'unlimited',
    },
  ],
  ['Integrations', { basic: '1', essentials: '2', professional: '5', enterprise: 'unlimited' }],
  ['Users', { basic: 'up to 1', essentials: 'up to 2', professional: 'up to 5', enterprise: 'unlimited' }],
  ['Support', { basic: '24h', essentials: '24h', professional: '12h', enterprise: '3h' }],
];
const CP_ROWS: Array<[string, Partial<Record<PlanTier, string>>]> = [
  [
    'Consents',
    {
      basic: 'up to 5,000',
      essentials: 'up to 20,000',
      professional: 'up to 40,000',
      enterprise: 'custom or unlimited',
    },
  ],
  [
    'Legal notice tracking',
    {
      basic: 'Coming soon',
      essentials: 'Coming soon',
      professional: 'Coming soon',
      enterprise: 'Coming soon',
    },
  ],
  [
    'Webhooks',
    {
      basic: 'Coming soon',
      essentials: 'Coming soon',
      professional: 'Coming soon',
      enterprise: 'Coming soon',
    },
  ],
  [
    'Third-party sync',
    {
      basic: 'Coming soon',
      essentials: 'Coming soon',
      professional: 'Coming soon',
      enterprise: 'Coming soon',
    },
  ],
];
const SF_ROWS: Array<[string, Record<PlanTier, string>]> = [
  [
    'Sites',
    {
      free: '1 site',
      basic: '1 noncommercial site',
      essentials: '1 commercial site',
      professional: 'unlimited commercial sites',
      enterprise: 'unlimited',
    },
  ],
  [
    'Pageviews per month',
    {
      free: '2,500',
      basic: '5,000',
      essentials: '20,000',
      professional: '50,000',
      enterprise: '5 million or more',
    },
  ],
  [
    'Remove Social Fortuna Badge',
    { free: 'NO', basic: 'NO', essentials: 'YES', professional: 'YES', enterprise: 'YES' },
  ],
];
const COMBO_ROWS: Array<[string, Partial<Record<PlanTier, string>>]> = [
  [
    'Bundle contents',
    {
      basic: '1 cookie consent plan',
      essentials: '3 cookie consent and 1 DSAR',
      professional: '5 cookie consent, 1 DSAR, 5 consent preference',
      enterprise: 'unlimited',
    },
  ],
  ['Users', { basic: '1', essentials: '2', professional: '5', enterprise: 'unlimited' }],
  ['Domains', { basic: '1', essentials: '3', professional: '5', enterprise: 'unlimited' }],
  [
    'Pageviews',
    {
      basic: '10,000',
      essentials: '15,000 per domain',
      professional: '30,000 per domain',
      enterprise: 'unlimited',
    },
  ],
  ['Workflows', { basic: 'NO', essentials: '5', professional: '15', enterprise: 'unlimited' }],
  [
    'Data subject requests per month',
    { basic: 'NO', essentials: '1,000', professional: '5,000', enterprise: 'unlimited' },
  ],
  ['Consents per domain', { basic: 'NO', essentials: 'NO', professional: '5,000', enterprise: 'unlimited' }],
  ['Logo removal', { basic: 'NO', essentials: 'NO', professional: 'NO', enterprise: 'YES' }],
  [
    'White-glove setup',
    {
      basic: 'Optional through sales',
      essentials: 'Optional through sales',
      professional: 'Optional through sales',
      enterprise: 'YES',
    },
  ],
];

const GROUP_ROWS: Record<PlanGroupKey, Array<[string, Partial<Record<PlanTier, string>>]>> = {
  cookieConsent: [
    ...CC_ROWS,
    ...CC_BASIC_UP.map((name): [string, Record<PlanTier, string>] => [
      name,
      { free: 'NO', basic: 'YES', essentials: 'YES', professional: 'YES', enterprise: 'YES' },
    ]),
    ...CC_ESSENTIALS_UP.map((name): [string, Record<PlanTier, string>] => [
      name,
      { free: 'NO', basic: 'NO', essentials: 'YES', professional: 'YES', enterprise: 'YES' },
    ]),
  ],
  dsar: DSAR_ROWS,
  consentPreference: CP_ROWS,
  socialFortuna: SF_ROWS,
  combo: COMBO_ROWS,
};

const COLUMN_TIERS: PlanTier[] = ['basic', 'essentials', 'professional', 'enterprise'];

/** The comparison tables (§2 'View Comparison'): YES, NO or a text per tier; tiers without a value say NO. */
export function featureComparison(): Schemas['FeatureComparison'] {
  const table = (group: PlanGroupKey): Schemas['ComparisonTable'] => ({
    columns: COLUMN_TIERS.map((tier) =>
      group === 'combo' ? (BUNDLE_TIER_NAMES[tier] ?? tier) : PRODUCT_TIER_NAMES[tier],
    ),
    tiers: COLUMN_TIERS,
    rows: GROUP_ROWS[group].map(([featureName, cells]) => ({
      featureName,
      free: cells.free ?? 'NO',
      basic: cells.basic ?? 'NO',
      essentials: cells.essentials ?? 'NO',
      professional: cells.professional ?? 'NO',
      enterprise: cells.enterprise ?? 'NO',
    })),
  });
  return {
    cookieConsent: table('cookieConsent'),
    dsar: table('dsar'),
    consentPreference: table('consentPreference'),
    socialFortuna: table('socialFortuna'),
    combo: table('combo'),
  };
}

/** A plan card's highlighted features: the tier's table cells that are not NO, then what the tier adds. */
function cardFeatures(group: PlanGroupKey, tier: PlanTier): Schemas['FeatureListItem'][] {
  return GROUP_ROWS[group]
    .map(([name, cells]) => [name, cells[tier]] as const)
    .filter(([, value]) => value !== undefined && value !== 'NO')
    .map(([name, value]) => (value === 'YES' ? f(name) : f(name, value)));
}

const DESCRIPTIONS: Record<PlanGroupKey, string> = {
  cookieConsent: 'Cookie banner, scanning, blocking and consent records for one website.',
  dsar: 'Request forms, workflows and the request inbox for one organization.',
  consentPreference: 'Preference centre and consent records for one website.',
  socialFortuna: 'The social widget for one website.',
  combo: 'Cookie consent, DSAR and consent preference together, at a bundle price.',
};

const GROUPS = /* @__PURE__ */ Object.keys(MONTHLY_PRICES) as PlanGroupKey[];

/**
 * Every plan of the catalogue, both cycles, in card order; the server seeds the plans table from it.
 * Marked pure (it is built from the constants above), so a bundle that does not read it, the portal's,
 * leaves it and the card features out (1 KB gzip on every billing page).
 */
export const PLAN_SEEDS: readonly PlanSeed[] = /* @__PURE__ */ GROUPS.flatMap((group, g) =>
  TIERS.filter((tier) => MONTHLY_PRICES[group][tier] !== undefined).flatMap((tier, t) =>
    (['monthly', 'yearly'] as const).map((cycle): PlanSeed => {
      const monthly = MONTHLY_PRICES[group][tier] as number;
      const price = cycle === 'yearly' ? yearlyPrice(monthly) : monthly;
      const name = group === 'combo' ? (BUNDLE_TIER_NAMES[tier] as string) : PRODUCT_TIER_NAMES[tier];
      return {
        name,
        product_name: GROUP_PRODUCT_NAME[group],
        price,
        cycle,
        description: DESCRIPTIONS[group],
        type: GROUP_TYPE[group],
        tier,
        active: true,
        stripe_plan_id: `price_${group}_${tier}_${cycle}`,
        features: cardFeatures(group, tier),
        limits: PLAN_LIMITS[group][tier] as PlanLimits,
        contents: group === 'combo' ? (BUNDLE_CONTENTS[tier] ?? []) : [],
        sort: g * 100 + t * 2 + (cycle === 'yearly' ? 1 : 0),
      };
    }),
  ),
);

/** Groups plans into the catalogue response: one group per product, monthly and yearly lists (§3). */
export function groupCatalogue(plans: readonly CataloguePlan[]): Schemas['PlanCatalogue'] {
  const empty = () => ({ monthly: [] as CataloguePlan[], yearly: [] as CataloguePlan[] });
  const out = {
    cookieConsent: empty(),
    dsar: empty(),
    consentPreference: empty(),
    socialFortuna: empty(),
    combo: empty(),
  };
  for (const plan of plans) {
    const group = (Object.keys(GROUP_TYPE) as PlanGroupKey[]).find((k) => GROUP_TYPE[k] === plan.type);
    if (group) out[group][plan.cycle].push(plan);
  }
  return out;
}

/**
 * The feature keys of a licence (§3 "Feature keys") with their quantities: -1 unlimited, 0 not
 * included, n the allowance. The guards and the limit checks read these.
 */
export function licenceFeatures(product: ProductKey, tier: PlanTier): Schemas['PlanFeature'][] {
  const l = licenceLimits(product, tier);
  const from = (min: PlanTier) => (TIERS.indexOf(tier) >= TIERS.indexOf(min) ? 1 : 0);
  switch (product) {
    case 'cookieConsent':
      return [
        { feature: 'Domain Scan', quantity: l.scans },
        { feature: 'Users Per Organization', quantity: l.users },
        { feature: 'Consent Record Keeping', quantity: l.consents },
        { feature: 'Full conversion and visitor consent state reporting', quantity: 1 },
        { feature: '3rd-party Cookie Blocking', quantity: from('basic') },
        { feature: 'Highly configurable GDPR & CCPA consent settings', quantity: from('basic') },
        { feature: 'Google vendors', quantity: from('essentials') },
        { feature: 'Manage Vendors', quantity: from('essentials') },
        { feature: 'Remove Powered By branding', quantity: from('essentials') },
      ];
    case 'dsar':
      return [
        { feature: 'Forms', quantity: l.forms },
        { feature: 'Workflow', quantity: l.workflows },
        { feature: 'Requests', quantity: l.requests },
        { feature: 'Users Per Organization', quantity: l.users },
      ];
    case 'consentPreference':
      return [{ feature: 'ConsentPreference', quantity: l.consents }];
    case 'socialFortuna':
      return [
        { feature: 'socialFortuna', quantity: l.sites },
        { feature: 'Remove Social Fortuna Badge', quantity: from('essentials') },
      ];
  }
}
