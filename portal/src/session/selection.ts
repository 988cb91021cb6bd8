import type { Schemas } from '@privacy-portal/sdk';
import { readStored, writeStored } from '../lib/storage.ts';

type Organization = Schemas['Organization'];
type User = Schemas['User'];

/** The current organization/property pair; every product link carries it as oid and pid. */
export interface Selection {
  oid: number;
  pid: number;
}

const SELECTION_KEY = 'pp.selection';

export function readStoredSelection(): Selection | null {
  const raw = readStored('local', SELECTION_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { oid, pid } = value as Record<string, unknown>;
    return typeof oid === 'number' && typeof pid === 'number' ? { oid, pid } : null;
  } catch {
    return null;
  }
}

/** The last chosen pair is stored so that the next visit opens on it (portal-spec §2). */
export function storeSelection(selection: Selection | null): void {
  writeStored('local', SELECTION_KEY, selection ? JSON.stringify(selection) : null);
}

export function findPair(organizations: readonly Organization[], selection: Selection | null) {
  if (!selection) return null;
  const organization = organizations.find((o) => o.id === selection.oid);
  const property = organization?.properties.find((p) => p.property_id === selection.pid);
  return organization && property ? { organization, property } : null;
}

/**
 * The pair to work on: the link's oid/pid when valid, then the stored pair, then the user's default
 * pair, then the first organization's default (or first active) property. Null without any property.
 */
export function pickSelection(
  organizations: readonly Organization[],
  user: Pick<User, 'default_organization_property'> | null,
  candidates: ReadonlyArray<Selection | null>,
): Selection | null {
  for (const candidate of candidates) if (findPair(organizations, candidate)) return candidate;
  const preferred = user?.default_organization_property;
  if (preferred) {
    const selection = { oid: preferred.organization_id, pid: preferred.property_id };
    if (findPair(organizations, selection)) return selection;
  }
  for (const organization of organizations) {
    const property =
      organization.properties.find((p) => p.is_default) ??
      organization.properties.find((p) => p.property_active) ??
      organization.properties[0];
    if (property) return { oid: organization.id, pid: property.property_id };
  }
  return null;
}

/** oid and pid of a query string, when both are positive integers. */
export function selectionFromQuery(search: string): Selection | null {
  const query = new URLSearchParams(search);
  const oid = Number(query.get('oid'));
  const pid = Number(query.get('pid'));
  return Number.isInteger(oid) && oid > 0 && Number.isInteger(pid) && pid > 0 ? { oid, pid } : null;
}
