/**
 * The two published vendor lists a property picks vendors from: IAB Europe's Global Vendor List (TCF
 * v2.2, GVL format v3, read through @iabtechlabtcf/core's GVL) and Google's ad-technology providers
 * (a CSV). The server keeps the last download of each in `vendor_lists` (IAB asks CMPs to serve their
 * own cached copy); until the refresh job has stored one, it reads the bundled samples in
 * server/data/vendor-lists/ (see the README there: samples, not the real lists).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GVL, type Vendor as GvlVendor, type VendorList as GvlVendorList } from '@iabtechlabtcf/core';
import type { Schemas } from '@privacy-portal/sdk';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../../db/database.ts';
import {
  type StoredListStamp,
  saveVendorList,
  storedListData,
  storedListStamp,
  type VendorListKind,
} from './vendors.queries.ts';

export type GlobalVendor = Schemas['GlobalVendor'];

/** Where the lists are published (the refresh job downloads these). */
export const VENDOR_LIST_URLS: Readonly<Record<VendorListKind, string>> = {
  iab: 'https://vendor-list.consensu.org/v3/vendor-list.json',
  google: 'https://storage.googleapis.com/tcfac/additional-consent-providers.csv',
};

const BUNDLED_FILES: Readonly<Record<VendorListKind, string>> = {
  iab: 'data/vendor-lists/iab-vendor-list.sample.json',
  google: 'data/vendor-lists/google-atp.sample.csv',
};

export interface LoadedVendorList {
  kind: VendorListKind;
  /** The GVL's vendorListVersion; Google's list has none. */
  version: number | null;
  /** The vendors still on the list, by name. */
  vendors: GlobalVendor[];
  byId: ReadonlyMap<number, GlobalVendor>;
}

/** A download (or file) that is not a usable list: the stored copy stays. */
export class VendorListError extends Error {
  constructor(kind: VendorListKind, reason: string) {
    super(`${kind === 'iab' ? 'IAB Global Vendor List' : "Google's ad-technology providers"}: ${reason}`);
    this.name = 'VendorListError';
  }
}

// ---- parsing ------------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Checks a GVL download is a v3 vendor list before it replaces the stored one. */
export function parseIabList(json: unknown): { version: number; data: GvlVendorList } {
  if (!isRecord(json)) throw new VendorListError('iab', 'not a JSON object');
  if (json.gvlSpecificationVersion !== 3) {
    throw new VendorListError(
      'iab',
      `gvlSpecificationVersion ${String(json.gvlSpecificationVersion)}, not 3`,
    );
  }
  const version = json.vendorListVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new VendorListError('iab', 'no vendorListVersion');
  }
  if (!isRecord(json.purposes) || !isRecord(json.vendors) || Object.keys(json.vendors).length === 0) {
    throw new VendorListError('iab', 'no purposes or no vendors');
  }
  return { version, data: json as unknown as GvlVendorList };
}

interface GoogleProvider {
  id: number;
  name: string;
  policy_url: string | null;
  domains: string[];
}

/** What `vendor_lists.data` holds for Google's list: the CSV's rows. */
interface GoogleListData {
  providers: GoogleProvider[];
}

const GOOGLE_COLUMNS = ['provider_id', 'provider_name', 'policy_url'];

/** Reads Google's provider CSV (`provider_id,provider_name,policy_url,domains`). */
export function parseGoogleList(csv: string): { version: null; data: GoogleListData } {
  let rows: Array<Record<string, string>>;
  try {
    rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    throw new VendorListError('google', `not a CSV file (${(err as Error).message})`);
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  const missing = GOOGLE_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new VendorListError('google', `no ${missing.join(', ')} column`);
  const providers: GoogleProvider[] = [];
  for (const row of rows) {
    const id = Number(row.provider_id);
    // A row without a usable id or name is skipped, not the whole list.
    if (!Number.isSafeInteger(id) || id < 1 || !row.provider_name) continue;
    providers.push({
      id,
      name: row.provider_name,
      policy_url: /^https?:\/\//i.test(row.policy_url ?? '') ? (row.policy_url as string) : null,
      domains: (row.domains ?? '').split(/\s+/).filter(Boolean),
    });
  }
  if (!providers.length) throw new VendorListError('google', 'no providers');
  return { version: null, data: { providers } };
}

// ---- reading ------------------------------------------------------------------------------------

function policyUrl(v: GvlVendor): string | null {
  const urls = v.urls ?? [];
  const url = (urls.find((u) => u.langId?.toLowerCase() === 'en') ?? urls[0])?.privacy ?? v.policyUrl;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

const byName = (a: GlobalVendor, b: GlobalVendor) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.gvl_id - b.gvl_id;

function iabVendors(data: GvlVendorList): GlobalVendor[] {
  const gvl = new GVL(data);
  // GVL keeps a copy of every list it is given in a static cache meant for its own downloads, which
  // this server never uses: without this, each refresh would keep another list for the process's life.
  GVL.emptyCache();
  const name = (map: Record<string, { name: string }> | undefined, id: number) => map?.[String(id)]?.name;
  return Object.values(gvl.vendors)
    .filter((v) => !v.deletedDate)
    .map((v) => {
      const purposeIds = [...new Set([...(v.purposes ?? []), ...(v.legIntPurposes ?? [])])].sort(
        (a, b) => a - b,
      );
      const purposes = [
        ...purposeIds.map((id) => name(gvl.purposes, id)),
        ...(v.specialPurposes ?? []).map((id) => name(gvl.specialPurposes, id)),
      ].filter((p): p is string => typeof p === 'string');
      return { kind: 'iab' as const, gvl_id: v.id, name: v.name, purposes, privacy_policy_url: policyUrl(v) };
    })
    .sort(byName);
}

function googleVendors(data: GoogleListData): GlobalVendor[] {
  return data.providers
    .map((p) => ({
      kind: 'google' as const,
      gvl_id: p.id,
      name: p.name,
      // Google's list names no purposes: its providers are the ones Google's ad products may share data with.
      purposes: [],
      privacy_policy_url: p.policy_url,
    }))
    .sort(byName);
}

function buildList(kind: VendorListKind, version: number | null, data: unknown): LoadedVendorList {
  const vendors =
    kind === 'iab' ? iabVendors(parseIabList(data).data) : googleVendors(data as GoogleListData);
  return { kind, version, vendors, byId: new Map(vendors.map((v) => [v.gvl_id, v])) };
}

/**
 * The bundled file, found from this module upward: from the sources this file is
 * server/src/modules/cookieConsent/vendors/, from the bundle server/dist/main.mjs; in both the first
 * folder above with data/vendor-lists/ is server/, so the bundle needs no copy of the data.
 */
function bundledFile(relative: string): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`Bundled vendor list not found: no ${relative} in ${start} or a folder above it`);
}

const bundled = new Map<VendorListKind, LoadedVendorList>();

export function bundledVendorList(kind: VendorListKind): LoadedVendorList {
  let list = bundled.get(kind);
  if (!list) {
    const text = readFileSync(bundledFile(BUNDLED_FILES[kind]), 'utf8');
    const parsed = kind === 'iab' ? parseIabList(JSON.parse(text)) : parseGoogleList(text);
    list = buildList(kind, parsed.version, parsed.data);
    bundled.set(kind, list);
  }
  return list;
}

// Built lists per database (tests run several), rebuilt when the stored copy changes.
const built = new WeakMap<Db, Map<VendorListKind, { stamp: string; list: LoadedVendorList }>>();
const stampOf = (s: StoredListStamp) => `${s.version ?? ''}|${new Date(s.fetched_at).toISOString()}`;

/** The stored copy of a list, or the bundled sample when none has been downloaded yet. */
export async function loadVendorList(db: Db, kind: VendorListKind): Promise<LoadedVendorList> {
  const stored = await storedListStamp(db, kind);
  if (!stored) return bundledVendorList(kind);
  const stamp = stampOf(stored);
  let lists = built.get(db);
  if (!lists) {
    lists = new Map();
    built.set(db, lists);
  }
  const cached = lists.get(kind);
  if (cached?.stamp === stamp) return cached.list;
  const list = buildList(kind, stored.version, await storedListData(db, kind));
  lists.set(kind, { stamp, list });
  return list;
}

/**
 * The IAB Global Vendor List as its JSON (GVL v3): the stored download, else the bundled sample. The
 * public vendor-list endpoint reduces it to a property's vendors for the embed's TCF layer.
 */
export async function iabListJson(db: Db): Promise<GvlVendorList> {
  const stored = await storedListData(db, 'iab');
  if (stored) return parseIabList(typeof stored === 'string' ? JSON.parse(stored) : stored).data;
  return parseIabList(JSON.parse(readFileSync(bundledFile(BUNDLED_FILES.iab), 'utf8'))).data;
}

// ---- refreshing ---------------------------------------------------------------------------------

export interface RefreshOptions {
  urls?: Partial<Record<VendorListKind, string>>;
  /** How long one download may take. */
  timeoutMs?: number;
}

export type RefreshOutcome =
  | { kind: VendorListKind; ok: true; version: number | null; vendors: number }
  | { kind: VendorListKind; ok: false; error: string };

/** Whole lists only: the real GVL is a few megabytes; far more is not a vendor list. */
const MAX_LIST_BYTES = 50 * 1024 * 1024;

async function download(
  kind: VendorListKind,
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<string> {
  const res = await fetchImpl(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: kind === 'iab' ? 'application/json' : 'text/csv' },
  });
  if (!res.ok) throw new VendorListError(kind, `${url} answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_LIST_BYTES)
    throw new VendorListError(kind, `${url} sent more than ${MAX_LIST_BYTES} bytes`);
  return text;
}

async function refreshOne(
  db: Db,
  kind: VendorListKind,
  fetchImpl: typeof fetch,
  options: RefreshOptions,
): Promise<RefreshOutcome> {
  const url = options.urls?.[kind] ?? VENDOR_LIST_URLS[kind];
  try {
    const text = await download(kind, url, fetchImpl, options.timeoutMs ?? 30_000);
    let parsed: { version: number | null; data: object };
    if (kind === 'iab') {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new VendorListError(kind, `${url} did not send JSON`);
      }
      parsed = parseIabList(json);
    } else {
      parsed = parseGoogleList(text);
    }
    const list = buildList(kind, parsed.version, parsed.data);
    await saveVendorList(db, kind, parsed.version, parsed.data);
    return { kind, ok: true, version: parsed.version, vendors: list.vendors.length };
  } catch (err) {
    return { kind, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Downloads both lists and replaces the stored copy of each that arrived whole and valid. A list that
 * could not be fetched or read keeps its stored copy (or the bundled sample); then, after the other
 * list has had its turn, this throws so that the job is retried.
 */
export async function refreshVendorLists(
  db: Db,
  fetchImpl: typeof fetch,
  options: RefreshOptions = {},
): Promise<RefreshOutcome[]> {
  const outcomes: RefreshOutcome[] = [];
  for (const kind of ['iab', 'google'] as const)
    outcomes.push(await refreshOne(db, kind, fetchImpl, options));
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length) {
    throw new Error(`Vendor lists not refreshed: ${failed.map((o) => (o.ok ? '' : o.error)).join('; ')}`);
  }
  return outcomes;
}
