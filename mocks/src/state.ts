import type { Schemas } from '@privacy-portal/sdk';
import { Collection } from './collection.ts';
import { showDsarForms } from './dsar/demo.ts';
import { RECORDED_GETS, RECORDED_WRITES } from './fixtures.ts';
import { AnswerStore, type RecordedGets } from './replay/answers.ts';
import { seedDemo } from './seed.ts';

/** The contract's User plus what only the backend knows. */
export type MockUser = Schemas['User'] & {
  /** Clear text (it is a mock); null for an invitation not yet accepted. */
  password: string | null;
  status: Schemas['TeamMember']['status'];
  organization_ids: number[];
  invited_at: string | null;
  joined_at: string | null;
  /** Unused recovery codes while two-factor is on; `pending` while a set-up awaits its code. */
  two_factor: { pending: boolean; enabled_at: string | null; recovery_codes: string[] };
  /** Plan and campaign values of a sign-up. */
  signup: Record<string, string>;
};
/** A company with a paid sign-up awaiting checkout answers login with `statusRequired`. */
export type MockCompany = Schemas['Company'] & { pending_plan: Record<string, string> | null };
/** Properties are read from their own collection. */
export type MockOrganization = Omit<Schemas['Organization'], 'properties'>;
export type MockSession = {
  id: number;
  token: string;
  user_id: number;
  kind: 'user' | 'registration' | 'impersonation';
  impersonator_id: number | null;
  expires_at: string;
  revoked: boolean;
};
/** A single-use link (verify email, reset password, invitation, impersonation). */
export type MockLink = {
  id: number;
  token: string;
  user_id: number;
  purpose: 'verify_email' | 'reset_password' | 'invite' | 'impersonate';
  used: boolean;
  impersonator_id?: number;
};

export interface MockSettings {
  /** Origin of the links in mails. */
  appUrl: string;
  /** GET /health answers 503 when false. */
  databaseUp: boolean;
  /** The code every authenticator "shows". */
  otp: string;
  /** What POST /ip-check answers. */
  clientIp: string;
  sessionTtlSeconds: number;
}

/** The in-memory backend of one story, test or mock-mode page: one collection per table. */
export interface MockState {
  companies: Collection<MockCompany>;
  organizations: Collection<MockOrganization>;
  properties: Collection<Schemas['Property']>;
  users: Collection<MockUser>;
  sessions: Collection<MockSession>;
  links: Collection<MockLink>;
  mailbox: Collection<Schemas['MailMessage']>;
  settings: MockSettings;
  /** The clock of every timestamp the handlers write. */
  now: () => Date;
  /** The recorded answers of the real API, which the replay handlers answer and change. */
  answers: AnswerStore;
  /** Every collection back to its seed. */
  reset(): void;
}

export interface MockStateOptions {
  /** false: no demo company, accounts or billing (the catalogue and help articles stay: product content). */
  seed?: boolean;
  now?: () => Date;
  settings?: Partial<MockSettings>;
}

const byId = (row: { id: number }) => row.id;

/** Without the demo company: only what anyone may read (the catalogue, help, public pages). */
const publicOnly = (gets: RecordedGets): RecordedGets =>
  Object.fromEntries(
    Object.entries(gets).flatMap(([url, byAccount]) =>
      byAccount.anonymous === undefined ? [] : [[url, { anonymous: byAccount.anonymous }]],
    ),
  );

/** A fresh backend: the demo company of the server's seed (see seed.ts), each story or test its own. */
export function createMockState(options: MockStateOptions = {}): MockState {
  const demo = seedDemo(options.seed !== false);
  const state: Omit<MockState, 'reset'> = {
    companies: new Collection<MockCompany>(byId, demo.companies),
    organizations: new Collection<MockOrganization>(byId, demo.organizations),
    properties: new Collection((p) => p.property_id, demo.properties),
    users: new Collection((u) => u.uid, demo.users),
    sessions: new Collection<MockSession>(byId),
    links: new Collection<MockLink>(byId),
    mailbox: new Collection<Schemas['MailMessage']>(byId),
    settings: {
      appUrl: typeof location !== 'undefined' ? location.origin : 'http://localhost:3000',
      databaseUp: true,
      otp: '123456',
      clientIp: '203.0.113.7',
      sessionTtlSeconds: 12 * 3600,
      ...options.settings,
    },
    now: options.now ?? (() => new Date()),
    answers: new AnswerStore(
      options.seed === false ? publicOnly(RECORDED_GETS) : RECORDED_GETS,
      RECORDED_WRITES,
    ),
  };
  const seedLicences = () => {
    showDsarForms(state);
  };
  const reset = () => {
    for (const value of Object.values(state)) if (value instanceof Collection) value.reset();
    state.answers.reset();
    if (options.seed !== false) seedLicences();
  };
  if (options.seed !== false) seedLicences();
  return { ...state, reset };
}

export const nowIso = (state: MockState): string => state.now().toISOString();
