/**
 * The cookie inventory of a property: cookies (and localStorage/sessionStorage keys) added by hand,
 * imported from a CSV file or found by the scanner. Scanned and imported cookies wait unpublished
 * until someone reviews them; only published ones are shown by the banner. Texts are plain text.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { durationWords } from '@privacy-portal/sdk/cookie-consent';
import { getHostname } from 'tldts';
import type { Db } from '../../../db/database.ts';
import type { PageInfo, PageQuery } from '../../../db/keyset.ts';
import { ApiError, type FieldError, fieldError, notFound } from '../../../http/errors.ts';
import type { PropertyRow } from '../../access/access.queries.ts';
import { conflictOnDuplicate } from '../../access/access.ts';
import { defaultCategoryIds, listCategories } from '../categories/categories.queries.ts';
import { categoryOfProperty, ensureDefaultCategories } from '../categories/categories.service.ts';
import { plainText } from '../categories/plain-text.ts';
import { registrableDomain } from '../scanner/scanner.party.ts';
import { type CookieCsvError, parseCookieCsv } from './cookie-csv.ts';
import { classifyCookie } from './cookie-database.ts';
import {
  type CookieFields,
  type CookieFilters,
  type CookieRow,
  cookieKey,
  cookiesNamed,
  countOwnCookies,
  countsByType,
  deleteCookieRow,
  findCookie,
  insertCookie,
  insertCookiesSkippingExisting,
  listCookiesPage,
  type Party,
  presentCookie,
  publishUnpublished,
  purposesByUse,
  type StorageType,
  updateCookieFields,
  updateCookiesByIds,
} from './cookies.queries.ts';

const DUPLICATE = 'This property already has a cookie with this name, domain, path and type';
/** Pages kept per cookie (the contract's Cookie.pages maxItems). */
const MAX_PAGES = 20;
const MAX_PURPOSES = 50;
/** The database's widths of the columns a CSV row fills (migration 0011). */
const PATH_MAX = 255;

// ---- shared rules ----------------------------------------------------------------------------------

/** First party when the cookie's domain is on the same site as the property's address; third otherwise. */
export function partyOf(property: Pick<PropertyRow, 'url'>, domain: string): Party {
  const host = getHostname(property.url);
  return host && registrableDomain(host) === registrableDomain(domain) ? 'first' : 'third';
}

function cookieName(value: string, field = 'name'): string {
  const name = plainText(value);
  if (name === '') throw fieldError(field, 'must be text, not markup');
  return name;
}

// ---- reads -----------------------------------------------------------------------------------------

export async function getCookie(db: Db, propertyId: number, id: number): Promise<Schemas['Cookie']> {
  const row = await findCookie(db, propertyId, id);
  if (!row) throw notFound('Cookie');
  return presentCookie(row);
}

export function listCookies(
  db: Db,
  propertyId: number,
  filters: CookieFilters,
  paging: PageQuery,
): Promise<{ response: Schemas['Cookie'][]; page: PageInfo; total: number }> {
  return listCookiesPage(db, propertyId, filters, paging);
}

export function listUnpublishedCookies(
  db: Db,
  propertyId: number,
  paging: PageQuery,
): Promise<{ response: Schemas['Cookie'][]; page: PageInfo; total: number }> {
  return listCookiesPage(db, propertyId, { published: false }, paging);
}

/** Purposes already written for this property's cookies, most used first: suggestions for the form. */
export function listCookiePurposes(db: Db, propertyId: number): Promise<string[]> {
  return purposesByUse(db, propertyId, MAX_PURPOSES);
}

const TYPES: readonly StorageType[] = ['cookie', 'localStorage', 'sessionStorage'];

/** The kinds of storage in the inventory with their counts (kinds with none are left out). */
export async function listCookieTypes(db: Db, propertyId: number): Promise<Schemas['CookieTypeCount'][]> {
  const counts = await countsByType(db, propertyId);
  return TYPES.filter((type) => (counts.get(type) ?? 0) > 0).map((type) => ({
    type,
    count: counts.get(type) ?? 0,
  }));
}

// ---- writes ----------------------------------------------------------------------------------------

type CookieInput = Schemas['CookieInput'];

/** The columns a CookieInput sets; an absent optional field keeps `current` (or the default for a new cookie). */
async function inputFields(
  db: Db,
  property: PropertyRow,
  body: CookieInput,
  current?: CookieRow,
): Promise<CookieFields> {
  const category = await categoryOfProperty(db, property.id, body.category_id);
  const type = body.type ?? current?.type ?? 'cookie';
  const seconds =
    body.duration_seconds !== undefined
      ? body.duration_seconds
      : current?.duration_seconds != null
        ? Number(current.duration_seconds)
        : null;
  const domain = body.domain.trim().toLowerCase();
  const fields: CookieFields = {
    name: cookieName(body.name),
    domain,
    path: body.path ?? current?.path ?? '/',
    type,
    category_id: category.id,
    purpose: body.purpose !== undefined ? plainText(body.purpose) : (current?.purpose ?? ''),
    duration_seconds: seconds,
    duration: durationWords(type, seconds),
    party: body.party ?? current?.party ?? partyOf(property, domain),
    script_url: body.script_url !== undefined ? body.script_url : (current?.script_url ?? null),
  };
  if (body.published !== undefined && body.published !== current?.published) {
    fields.published = body.published;
    fields.published_at = body.published ? new Date() : null;
  }
  return fields;
}

export async function createCookie(
  db: Db,
  property: PropertyRow,
  body: CookieInput,
): Promise<Schemas['Cookie']> {
  const fields = await inputFields(db, property, body);
  const id = await insertCookie(db, property.id, {
    ...fields,
    source: 'manual',
    published: fields.published ?? false,
  }).catch((err: unknown) => conflictOnDuplicate(err, 'name', DUPLICATE));
  return getCookie(db, property.id, id);
}

/**
 * Replaces a cookie's details. Optional fields left out keep their value (a scan's script address or
 * lifetime is not lost to a form that does not show it); what the scanner recorded (pages, platform,
 * when last seen) is kept.
 */
export async function updateCookie(
  db: Db,
  property: PropertyRow,
  id: number,
  body: CookieInput,
): Promise<Schemas['Cookie']> {
  const current = await findCookie(db, property.id, id);
  if (!current) throw notFound('Cookie');
  const fields = await inputFields(db, property, body, current);
  await updateCookieFields(db, id, fields).catch((err: unknown) =>
    conflictOnDuplicate(err, 'name', DUPLICATE),
  );
  return getCookie(db, property.id, id);
}

export async function deleteCookie(db: Db, propertyId: number, id: number): Promise<void> {
  if ((await deleteCookieRow(db, propertyId, id)) === 0) throw notFound('Cookie');
}

/**
 * The same category, purpose or published state for several cookies: every id must be one of the
 * property's cookies, or nothing changes (404).
 */
export async function bulkUpdateCookies(
  db: Db,
  propertyId: number,
  body: Schemas['CookieBulkUpdate'],
): Promise<number> {
  const fields: Record<string, unknown> = {};
  if (body.category_id !== undefined) {
    fields.category_id = (await categoryOfProperty(db, propertyId, body.category_id)).id;
  }
  if (body.purpose !== undefined) fields.purpose = plainText(body.purpose);
  if (body.published !== undefined) {
    fields.published = body.published;
    // Published now unless it already was; unpublished has no date.
    fields.published_at = body.published ? db.raw('coalesce(published_at, now())') : null;
  }
  if (Object.keys(fields).length === 0) throw fieldError('', 'needs category_id, purpose or published');
  return db.transaction(async (trx) => {
    if ((await countOwnCookies(trx, propertyId, body.ids)) !== body.ids.length) throw notFound('Cookie');
    return updateCookiesByIds(trx, propertyId, body.ids, fields);
  });
}

/** Publishes the given cookies (each must be the property's, else 404 and nothing changes), or every unpublished one. */
export async function publishCookies(
  db: Db,
  propertyId: number,
  body: Schemas['CookiePublish'] | undefined,
): Promise<number> {
  const ids = body?.ids;
  if (!ids) return publishUnpublished(db, propertyId);
  return db.transaction(async (trx) => {
    if ((await countOwnCookies(trx, propertyId, ids)) !== ids.length) throw notFound('Cookie');
    return publishUnpublished(trx, propertyId, ids);
  });
}

// ---- CSV import ------------------------------------------------------------------------------------

function csvDetail(e: CookieCsvError): FieldError {
  return { in: 'body', field: `csv.row.${e.row}.${e.field}`, reason: e.message };
}

function badFile(message: string, details: FieldError[]): ApiError {
  return new ApiError(400, 'validation_failed', message, details);
}

/**
 * Imports a cookie list. All or nothing: a bad file answers 400 with one detail per bad row
 * (`csv.row.<n>.<column>`) and writes nothing. Rows match the inventory by name, domain, path and
 * type: new ones are created (source "import"), known ones updated with what the row gives. Either
 * way they wait unpublished for review, since the file may change what the banner shows.
 */
export async function importCookies(
  db: Db,
  property: PropertyRow,
  csv: string,
): Promise<Schemas['CookieImportResult']> {
  const categories = await listCategories(db, property.id);
  const parsed = parseCookieCsv(csv, categories);
  if (!parsed.ok) {
    const details = parsed.errors.map(csvDetail);
    if (parsed.fileError) {
      throw badFile(
        parsed.fileError,
        details.length ? details : [{ in: 'body', field: 'csv', reason: parsed.fileError }],
      );
    }
    const more =
      parsed.errorCount > parsed.errors.length ? ` (the first ${parsed.errors.length} are listed)` : '';
    throw badFile(
      `The file has ${parsed.errorCount} problem${parsed.errorCount === 1 ? '' : 's'}${more}; nothing was imported`,
      details,
    );
  }

  // What the parser accepts but this inventory cannot hold: markup-only names, over-long paths.
  const problems: CookieCsvError[] = [];
  const rows = parsed.rows.map((row) => {
    const name = plainText(row.name);
    if (name === '')
      problems.push({ row: row.row, field: 'name', message: 'The name must be text, not markup.' });
    if (row.path.length > PATH_MAX) {
      problems.push({
        row: row.row,
        field: 'path',
        message: `The path is longer than ${PATH_MAX} characters.`,
      });
    }
    return { ...row, name, purpose: row.purpose === null ? null : plainText(row.purpose) };
  });
  if (problems.length) {
    throw badFile(
      `The file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported`,
      problems.map(csvDetail),
    );
  }

  return db.transaction(async (trx) => {
    const existing = new Map(
      (await cookiesNamed(trx, property.id, [...new Set(rows.map((r) => r.name))])).map((c) => [
        cookieKey(c),
        c,
      ]),
    );
    const fresh: CookieFields[] = [];
    let updated = 0;
    for (const row of rows) {
      const seconds = row.duration ? row.duration.seconds : null;
      const known = existing.get(cookieKey(row));
      if (known) {
        const knownSeconds = known.duration_seconds === null ? null : Number(known.duration_seconds);
        const keptSeconds = row.duration ? seconds : knownSeconds;
        await updateCookieFields(trx, known.id, {
          category_id: row.categoryId,
          purpose: row.purpose ?? known.purpose,
          duration_seconds: keptSeconds,
          duration: durationWords(row.type, keptSeconds),
          party: row.party ?? known.party,
          script_url: row.scriptUrl ?? known.script_url,
          published: false,
          published_at: null,
        });
        updated++;
      } else {
        fresh.push({
          name: row.name,
          domain: row.domain,
          path: row.path,
          type: row.type,
          category_id: row.categoryId,
          purpose: row.purpose ?? '',
          duration_seconds: seconds,
          duration: durationWords(row.type, seconds),
          party: row.party ?? partyOf(property, row.domain),
          script_url: row.scriptUrl,
          source: 'import',
          published: false,
        });
      }
    }
    const created = await insertCookiesSkippingExisting(trx, property.id, fresh);
    return { created: created.length, updated };
  });
}

// ---- the scanner's findings ------------------------------------------------------------------------

/** A cookie or storage key as a scan found it (the scanner job hands these to recordScannedCookies). */
export interface ScannedCookie {
  name: string;
  domain: string;
  path: string;
  type: StorageType;
  party: Party;
  /** The script that set it, from the browser's network events, when known. */
  scriptUrl: string | null;
  /** Lifetime in seconds; null for a session cookie or a storage key without expiry. */
  durationSeconds: number | null;
  /** Pages it was found on. */
  pages: string[];
}

function mergePages(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

/** The database's widths (migration 0011): a finding wider than these cannot be stored and is left out. */
const fits = (f: ScannedCookie) =>
  f.name.length <= 255 && f.domain.length <= 253 && f.path.length <= PATH_MAX;

/** Findings with the same name, domain, path and type as one (pages merged, first known script kept). */
function mergeFindings(findings: readonly ScannedCookie[]): ScannedCookie[] {
  const byKey = new Map<string, ScannedCookie>();
  for (const f of findings.filter(fits)) {
    const key = cookieKey(f);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...f, pages: mergePages(f.pages) });
    else {
      seen.pages = mergePages(seen.pages, f.pages);
      seen.scriptUrl ??= f.scriptUrl;
      seen.durationSeconds ??= f.durationSeconds;
    }
  }
  return [...byKey.values()];
}

/**
 * Records a scan's findings in the inventory, inside the scan job's transaction. A cookie new to the
 * property is added unpublished (source "scan") in the category the Open Cookie Database gives it
 * (wildcard names included; Unclassified when it does not know it), with its platform and
 * description as purpose. A known cookie keeps what people decided (category, purpose, published)
 * and gets the scan's pages (merged, at most 20 kept), page count, script when it had none, and
 * when it was last seen. Returns how many distinct cookies were found and how many were new.
 */
export async function recordScannedCookies(
  trx: Db,
  propertyId: number,
  findings: readonly ScannedCookie[],
  seenAt: Date,
): Promise<{ found: number; created: number }> {
  await ensureDefaultCategories(trx, propertyId);
  const categoryIds = await defaultCategoryIds(trx, propertyId);
  const unclassified = categoryIds.get('unclassified') as number;
  const merged = mergeFindings(findings);
  const existing = new Map(
    (await cookiesNamed(trx, propertyId, [...new Set(merged.map((f) => f.name))])).map((c) => [
      cookieKey(c),
      c,
    ]),
  );

  const fresh: CookieFields[] = [];
  for (const f of merged) {
    const known = existing.get(cookieKey(f));
    if (known) {
      const pages = mergePages(f.pages, known.pages);
      await updateCookieFields(trx, known.id, {
        pages: JSON.stringify(pages.slice(0, MAX_PAGES)),
        page_count: Math.max(known.page_count, f.pages.length, pages.length),
        script_url: known.script_url ?? f.scriptUrl,
        last_seen_at: seenAt,
      });
      continue;
    }
    const match = classifyCookie({ name: f.name, domain: f.domain });
    const purpose = match?.description ? plainText(match.description) : '';
    fresh.push({
      name: f.name,
      domain: f.domain,
      path: f.path,
      type: f.type,
      category_id: (match && categoryIds.get(match.category)) ?? unclassified,
      purpose,
      duration_seconds: f.durationSeconds,
      duration: durationWords(f.type, f.durationSeconds),
      party: f.party,
      script_url: f.scriptUrl,
      pages: JSON.stringify(f.pages.slice(0, MAX_PAGES)),
      page_count: f.pages.length,
      source: 'scan',
      published: false,
      platform: match?.platform?.slice(0, 120) ?? null,
      last_seen_at: seenAt,
    });
  }
  const created = await insertCookiesSkippingExisting(trx, propertyId, fresh);
  return { found: merged.length, created: created.length };
}
