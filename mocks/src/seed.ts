import type { RoleName, Schemas } from '@privacy-portal/sdk';
import type { MockCompany, MockOrganization, MockUser } from './state.ts';

/** Every demo account's password (server/src/db/seed.ts) and the code of the mock authenticator. */
export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_OTP = '123456';
/** Timestamp of every seeded row, so that stories render the same on every run. */
export const SEED_TIME = '2026-11-21T09:30:00.000Z';
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
    two_factor_enabled: false,
    two_factor: { pending: false, enabled_at: null, recovery_codes: [] },
    signup: {},
    invited_at: null,
    joined_at: SEED_TIME,
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

/** The seed of every collection; without the demo (`demo` false) only the plan catalogue. */
export function seedDemo(demo: boolean) {
  const none = () => [];
  if (!demo) return { companies: none, organizations: none, properties: none, users: none };
  return {
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
  };
}
