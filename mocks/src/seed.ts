import { en, Faker } from '@faker-js/faker';
import { PLAN_SEEDS, type RoleName, type Schemas } from '@privacy-portal/sdk';
import { subscribe } from './billing.ts';
import type {
  MockCompany,
  MockHelpArticle,
  MockNotification,
  MockOrganization,
  MockState,
  MockUser,
} from './state.ts';

/** Every demo account's password (server/src/db/seed.ts) and the code of the mock authenticator. */
export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_OTP = '123456';
/** Timestamp of every seeded row, so that stories render the same on every run. */
export const SEED_TIME = '2026-11-21T09:30:00.000Z';
/** When the owner last opened the bell: two of the seeded notifications are newer. */
export const DEMO_NOTIFICATIONS_VISITED_AT = '2026-11-20T08:30:00.000Z';
/** The plan of the demo company's subscription. */
export const DEMO_PLAN_STRIPE_ID = 'price_dsar_professional_monthly';

export const DEMO_IDS = {
  company: 1,
  otherCompany: 2,
  checkoutCompany: 3,
  retail: 1,
  health: 2,
  otherOrganization: 3,
  checkoutOrganization: 4,
  store: 1,
  blog: 2,
  clinic: 3,
  otherProperty: 4,
  checkoutProperty: 5,
  owner: 1,
  admin: 2,
  orgAdmin: 3,
  viewer: 4,
  staff: 5,
  twoFactor: 6,
  registrationIncomplete: 7,
  pendingCheckout: 8,
  otherCompanyOwner: 9,
} as const;

/** The server seed's accounts, plus one per login branch (two-factor, unfinished, checkout) and another company's owner. */
export const DEMO_EMAILS = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  orgAdmin: 'orgadmin@demo.test',
  viewer: 'viewer@demo.test',
  staff: 'staff@demo.test',
  twoFactor: 'twofactor@demo.test',
  registrationIncomplete: 'signup@demo.test',
  pendingCheckout: 'checkout@demo.test',
  otherCompany: 'other@demo.test',
} as const;

const ids = DEMO_IDS;

/** A complete, active, verified account; `over` says what differs. */
export function mockUser(uid: number, email: string, over: Partial<MockUser> = {}): MockUser {
  return {
    uid,
    cID: null,
    email,
    password: DEMO_PASSWORD,
    firstname: 'Demo',
    lastname: 'User',
    role: null,
    status: 'active',
    emailVerified: true,
    is_accept_terms_and_conditions: true,
    registration_complete: true,
    is_staff: false,
    default_organization_property: null,
    organization_ids: [],
    theme: 'light',
    quickstart_visited_links: [],
    is_quickstart_dismissed: false,
    quickstart_sections: null,
    two_factor_enabled: false,
    two_factor: { pending: false, enabled_at: null, recovery_codes: [] },
    signup: {},
    invited_at: null,
    joined_at: SEED_TIME,
    notifications_visited_at: null,
    ...over,
  };
}

const defaults = (organization_id: number, property_id: number) => ({
  default_organization_property: { organization_id, property_id },
});

// [id, email, first name, last name, role, organizations]: the members of Demo Company.
const MEMBERS: Array<[number, string, string, string, RoleName, number[]]> = [
  [ids.owner, DEMO_EMAILS.owner, 'Olivia', 'Owner', 'Company Owner', []],
  [ids.admin, DEMO_EMAILS.admin, 'Adam', 'Admin', 'Company Administrator', []],
  [ids.orgAdmin, DEMO_EMAILS.orgAdmin, 'Oscar', 'Orgadmin', 'Organization Administrator', [ids.retail]],
  [ids.viewer, DEMO_EMAILS.viewer, 'Vera', 'Viewer', 'Organization View only', [ids.retail]],
];

function users(): MockUser[] {
  const other = { cID: ids.otherCompany, ...defaults(ids.otherOrganization, ids.otherProperty) };
  return [
    ...MEMBERS.map(([id, email, firstname, lastname, role, organization_ids]) =>
      mockUser(id, email, {
        cID: ids.company,
        firstname,
        lastname,
        role,
        organization_ids,
        ...defaults(ids.retail, ids.store),
        notifications_visited_at: id === ids.owner ? DEMO_NOTIFICATIONS_VISITED_AT : null,
      }),
    ),
    mockUser(ids.staff, DEMO_EMAILS.staff, { firstname: 'Sam', lastname: 'Staff', is_staff: true }),
    mockUser(ids.twoFactor, DEMO_EMAILS.twoFactor, {
      ...other,
      firstname: 'Tessa',
      lastname: 'Twofactor',
      role: 'Company Administrator',
      two_factor_enabled: true,
      two_factor: { pending: false, enabled_at: SEED_TIME, recovery_codes: ['abcde-12345', 'fghij-67890'] },
    }),
    mockUser(ids.registrationIncomplete, DEMO_EMAILS.registrationIncomplete, {
      firstname: 'Rita',
      lastname: 'Registrant',
      is_accept_terms_and_conditions: false,
      registration_complete: false,
    }),
    mockUser(ids.pendingCheckout, DEMO_EMAILS.pendingCheckout, {
      cID: ids.checkoutCompany,
      firstname: 'Paul',
      lastname: 'Pending',
      role: 'Company Owner',
      ...defaults(ids.checkoutOrganization, ids.checkoutProperty),
    }),
    mockUser(ids.otherCompanyOwner, DEMO_EMAILS.otherCompany, {
      ...other,
      firstname: 'Otto',
      lastname: 'Other',
      role: 'Company Owner',
    }),
  ];
}

/** A company row; `over` says what differs. */
export const newCompany = (
  id: number,
  company_name: string,
  country: string,
  over: Partial<MockCompany> = {},
) => ({
  id,
  company_name,
  country,
  address: '',
  city: '',
  zip: '',
  phone: '',
  website: '',
  created_at: SEED_TIME,
  pending_plan: null,
  ...over,
});

/** An organization without a DSAR licence. */
export const newOrganization = (
  id: number,
  cID: number,
  orgname: string,
  description: string,
  country: string,
  at = SEED_TIME,
): MockOrganization => ({
  id,
  cID,
  orgname,
  description,
  country,
  org_license_id: null,
  org_license_assigned: false,
  created_at: at,
  updated_at: at,
});

/** A property as the contract shows it; `name` lists the products it holds a licence of. */
export const newProperty = (
  property_id: number,
  organization_id: number,
  property_name: string,
  url: string,
  is_default: boolean,
  at = SEED_TIME,
): Schemas['Property'] => ({
  property_id,
  organization_id,
  property_name,
  url,
  property_active: true,
  is_default,
  license_assigned: false,
  name: null,
  form_isactive: false,
  form_status: false,
  created_at: at,
  updated_at: at,
});

// [user, created at, read, text]: the owner's bell (3 unread, 2 new since the last visit) and the admin's.
const NOTIFICATIONS: Array<[number, string, boolean, string]> = [
  [
    ids.owner,
    '2026-11-13T14:40:00.000Z',
    true,
    'Welcome to Privacy Portal! Demo Company is ready: start with the quick start to set up your first website.',
  ],
  [ids.owner, '2026-11-16T10:02:00.000Z', true, 'Two-factor authentication was turned on for your account.'],
  [ids.owner, '2026-11-18T11:20:00.000Z', true, 'Two-factor authentication was turned off for your account.'],
  [ids.owner, '2026-11-19T16:05:00.000Z', false, 'Adam Admin changed the company details of Demo Company.'],
  [ids.owner, '2026-11-20T08:47:00.000Z', false, 'Demo Clinic was added to Demo Health.'],
  [
    ids.owner,
    '2026-11-20T09:12:00.000Z',
    false,
    'Vera Viewer accepted your invitation and joined Demo Company.',
  ],
  [
    ids.admin,
    '2026-11-19T08:15:00.000Z',
    false,
    'Olivia Owner made you Company Administrator of Demo Company.',
  ],
];

// [title, categories]: the help centre's articles; their texts are generated (product content lives in the server).
const HELP: Array<[string, string[]]> = [
  ['Getting started: company, organization and property', ['Getting Started']],
  ['Set up your cookie banner', ['Getting Started', 'Cookie Consent']],
  ['Scan your website for cookies', ['Cookie Consent']],
  ['Create a DSAR web form', ['DSAR', 'Getting Started']],
  ['Handle DSAR requests: workflow stages and deadlines', ['DSAR']],
  ['Collect consent preferences', ['Consent Preference']],
  ['Turn on two-factor authentication', ['Account & Security']],
  ['Invite your team and choose their roles', ['Account & Security', 'Getting Started']],
  ['Buy, assign and release licences', ['Billing']],
  ['Change your plan or cancel a subscription', ['Billing']],
];

/** A subscription's summary of its plan. */
export const subscriptionPlan = (p: Schemas['Plan']): Schemas['SubscriptionPlan'] => ({
  id: p.id,
  name: p.name,
  product_name: p.product_name,
  type: p.type,
  tier: p.tier,
  price: p.price,
  cycle: p.cycle,
  stripe_plan_id: p.stripe_plan_id,
});

/** The sdk's catalogue with ids 1..n, as the server seeds its plans table. */
const plans = (): Schemas['Plan'][] =>
  PLAN_SEEDS.map(({ sort: _sort, ...plan }, i) => ({ ...plan, id: i + 1 }));

/**
 * As the server's demo seed: Demo Company's DSAR Professional subscription of one licence, held by
 * Demo Retail, paid (one invoice), bought by the owner on the 1st of the month.
 */
export function seedSubscription(state: Omit<MockState, 'reset'>): void {
  const owner = state.users.get(ids.owner) as MockUser;
  const plan = state.plans.find((p) => p.stripe_plan_id === DEMO_PLAN_STRIPE_ID) as Schemas['Plan'];
  const target = {
    kind: 'organization' as const,
    id: ids.retail,
    name: 'Demo Retail',
    organization_id: ids.retail,
  };
  const m = { companyId: ids.company, user: owner };
  subscribe(state, m, {
    plan,
    quantity: 1,
    percentOff: 0,
    trial: false,
    target,
    at: '2026-11-01T00:00:00.000Z',
  });
}

/** The seed of every collection; without the demo (`demo` false) only the product's content. */
export function seedDemo(demo: boolean) {
  const none = () => [];
  const faker = new Faker({ locale: [en], seed: 2026 });
  const help = HELP.map(
    ([title, categories], i): MockHelpArticle => ({
      id: i + 1,
      title,
      summary: faker.lorem.sentence(12),
      body: faker.lorem.paragraphs(4, '\n\n'),
      categories,
      reads: 120 - i * 9,
      updated_at: SEED_TIME,
    }),
  );
  const topics = ['sales', 'support', 'partnership', 'privacy', 'other'] as const;
  const contact = Array.from({ length: 3 }, (_, i): Schemas['ContactMessage'] => ({
    id: i + 1,
    name: faker.person.fullName(),
    email: faker.internet.email({ provider: 'example.test' }).toLowerCase(),
    company: faker.company.name(),
    topic: topics[i % topics.length] as Schemas['ContactMessage']['topic'],
    message: faker.lorem.paragraph(),
    created_at: `2026-11-${18 + i}T10:00:00.000Z`,
  }));
  const content = { plans, help: () => structuredClone(help) };
  if (!demo)
    return {
      ...content,
      companies: none,
      organizations: none,
      properties: none,
      users: none,
      notifications: none,
      contact: none,
    };
  return {
    ...content,
    contact: () => structuredClone(contact),
    companies: (): MockCompany[] => [
      newCompany(ids.company, 'Demo Company', 'Germany', {
        city: 'Berlin',
        website: 'https://www.demo.test',
      }),
      newCompany(ids.otherCompany, 'Other Company', 'Spain', { website: 'https://www.other.test' }),
      newCompany(ids.checkoutCompany, 'Checkout Company', 'Italy', {
        pending_plan: { plan_id: '3', plan_type: '0', units: '1' },
      }),
    ],
    organizations: (): MockOrganization[] => [
      {
        ...newOrganization(ids.retail, ids.company, 'Demo Retail', 'Online shop and blog', 'Germany'),
        org_license_id: 1,
        org_license_assigned: true,
      },
      newOrganization(ids.health, ids.company, 'Demo Health', 'Patient portal', 'France'),
      newOrganization(ids.otherOrganization, ids.otherCompany, 'Other Organization', '', 'Spain'),
      newOrganization(ids.checkoutOrganization, ids.checkoutCompany, 'Checkout Organization', '', 'Italy'),
    ],
    properties: () => [
      newProperty(ids.store, ids.retail, 'Demo Store', 'https://store.demo.test', true),
      newProperty(ids.blog, ids.retail, 'Demo Blog', 'https://blog.demo.test', false),
      newProperty(ids.clinic, ids.health, 'Demo Clinic', 'https://clinic.demo.test', true),
      newProperty(ids.otherProperty, ids.otherOrganization, 'Other Website', 'https://other.test', true),
      newProperty(
        ids.checkoutProperty,
        ids.checkoutOrganization,
        'Checkout Website',
        'https://checkout.test',
        true,
      ),
    ],
    users,
    notifications: () =>
      NOTIFICATIONS.map(
        ([user_id, created_at, read, notification], i): MockNotification => ({
          id: i + 1,
          user_id,
          notification,
          created_at,
          read,
          active: true,
        }),
      ),
  };
}
