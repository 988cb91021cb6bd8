import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';

export interface UserRow {
  id: number;
  company_id: number | null;
  email: string;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  role: Schemas['RoleName'] | null;
  status: 'active' | 'invited';
  email_verified_at: Date | null;
  terms_accepted_at: Date | null;
  default_organization_id: number | null;
  default_property_id: number | null;
  quickstart_visited_links: number[];
  is_quickstart_dismissed: boolean;
  theme: 'light' | 'dark';
  /** Sealed with deps.secrets (security/secrets.ts), never the plain secret. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The time step of the last TOTP code accepted at login: a code works once. */
  totp_last_step: number | null;
  totp_enabled_at: Date | null;
  recovery_codes: string[];
  is_staff: boolean;
  signup: Record<string, string>;
  invited_by: number | null;
  invited_at: Date | null;
  joined_at: Date | null;
  registration_completed_at: Date | null;
  quickstart_sections: Schemas['QuickStartSection'][] | null;
  notifications_visited_at: Date | null;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db('users')
    .where({ email: normaliseEmail(email) })
    .first();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db('users').where({ id }).first();
}

export async function updateUser(db: Db, id: number, patch: Record<string, unknown>): Promise<UserRow> {
  const [row] = await db('users')
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() })
    .returning('*');
  return row as UserRow;
}

export function presentUser(row: UserRow, impersonatedBy?: string): Schemas['User'] {
  return {
    uid: row.id,
    cID: row.company_id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    is_accept_terms_and_conditions: row.terms_accepted_at !== null,
    default_organization_property:
      row.default_organization_id && row.default_property_id
        ? { organization_id: row.default_organization_id, property_id: row.default_property_id }
        : null,
    quickstart_visited_links: row.quickstart_visited_links ?? [],
    is_quickstart_dismissed: row.is_quickstart_dismissed,
    two_factor_enabled: row.totp_enabled_at !== null,
    theme: row.theme,
    registration_complete: row.registration_completed_at !== null,
    is_staff: row.is_staff,
    ...(impersonatedBy ? { impersonated_by: impersonatedBy } : {}),
  };
}
