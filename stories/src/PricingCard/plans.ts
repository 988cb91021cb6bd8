/** Story data from calls-billing-spec §9 (limits and bundle contents). */
export const BUNDLE_FEATURES = {
  Essential: ['1 Cookie Consent plan', '1 user', '1 domain', '10,000 pageviews'],
  Business: [
    '3 Cookie Consent plans',
    '1 DSAR plan',
    '2 users',
    '3 domains, 15,000 pageviews per domain',
    '5 workflows',
    '1,000 data subject requests per month',
  ],
  'Business Plus': [
    '5 Cookie Consent plans',
    '1 DSAR plan',
    '5 Consent Preference plans',
    '5 users',
    '5 domains, 30,000 pageviews per domain',
    '15 workflows',
    '5,000 requests per month',
    '5,000 consents per domain',
  ],
  Enterprise: ['Unlimited users, domains and requests', 'Logo removal', 'White-glove setup'],
} as const;

export const COOKIE_CONSENT_FEATURES = {
  Starter: [
    'Up to 100,000 monthly pageviews',
    'Under 60,000 consent records per month',
    '1 user',
    '2 cookie scans per month (up to 100 pages)',
    '24h support response',
  ],
  Essentials: [
    'Up to 500,000 monthly pageviews',
    '60,000 consent records per month',
    '2 users',
    '2 cookie scans per month',
    'Google Consent Mode',
    'IAB TCF support',
    '24h support response',
  ],
  Professional: [
    'Up to 1,000,000 monthly pageviews',
    '100,000 consent records per month',
    '5 users',
    '5 cookie scans per month',
    'Google Consent Mode',
    'IAB TCF support',
    'Scan behind login',
    'Remove powered-by branding',
    '12h support response',
  ],
} as const;

export const CONSENT_PREFERENCE_FEATURES = [
  'Up to 20,000 consents',
  'Preference centre builder',
  'Consent records export',
  'Jurisdiction rules',
  'Legal notice tracking (coming soon)',
  'Webhooks (coming soon)',
];
