/**
 * What the public endpoints read of a property: the property, its Cookie Consent licence, the active
 * published banner version, its categories and blocking rules, and (for the preferences) its
 * published cookies. Each read is one indexed lookup; the results are cached (public-banner.cache.ts).
 */
import type { PlanTier } from '@privacy-portal/sdk';
import type { BannerConfig, CategoryKey } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { propertyLicences } from '../../billing/limits/limits.queries.ts';
import type { CategoryTranslations } from '../categories/categories.queries.ts';

export interface PublicCategoryRow {
  id: number;
  key: CategoryKey | null;
  name: string;
  description: string;
  translations: CategoryTranslations;
  required: boolean;
}

export interface PublicBannerState {
  propertyId: number;
  companyId: number;
  /** The property's address, whose registrable domain the ingestion accepts as origin. */
  url: string;
  tier: PlanTier;
  version: number;
  config: BannerConfig;
  categories: PublicCategoryRow[];
  blockingEnabled: boolean;
  rules: Array<{ pattern: string; category_id: number }>;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The property as the public sees it, or null: unknown, inactive, unlicensed or never published. */
export async function loadPublicBanner(db: Db, propertyId: number): Promise<PublicBannerState | null> {
  const property = (await db('properties')
    .where({ id: propertyId, active: true })
    .first('id', 'company_id', 'url')) as { id: number; company_id: number; url: string } | undefined;
  if (!property) return null;
  const licence = (await propertyLicences(db, property.company_id, property.id)).find(
    (l) => l.product === 'cookieConsent',
  );
  if (!licence) return null;
  const published = (await db('banners as b')
    .join('banner_versions as v', 'v.id', 'b.active_version_id')
    .where('b.property_id', propertyId)
    .first('v.version', 'v.config')) as { version: number; config: unknown } | undefined;
  if (!published) return null;
  const categories = (await db('cookie_categories')
    .where({ property_id: propertyId })
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'key', 'name', 'description', 'translations', 'required')) as PublicCategoryRow[];
  const blocking = (await db('cookie_blocking').where({ property_id: propertyId }).first('enabled')) as
    | { enabled: boolean }
    | undefined;
  const rules = blocking?.enabled
    ? ((await db('blocking_rules')
        .where({ property_id: propertyId })
        .orderBy('id')
        .select('pattern', 'category_id')) as PublicBannerState['rules'])
    : [];
  return {
    propertyId: property.id,
    companyId: property.company_id,
    url: property.url,
    tier: licence.tier,
    version: Number(published.version),
    config: json<BannerConfig>(published.config),
    categories: categories.map((c) => ({ ...c, translations: json<CategoryTranslations>(c.translations) })),
    blockingEnabled: blocking?.enabled ?? false,
    rules,
  };
}

export interface PublicCookieRow {
  category_id: number;
  name: string;
  domain: string;
  duration: string;
  purpose: string;
}

/** The property's published cookies, for the preferences' lists (and what a revocation deletes). */
export async function publishedCookies(db: Db, propertyId: number): Promise<PublicCookieRow[]> {
  return (await db('cookies')
    .where({ property_id: propertyId, published: true })
    .orderBy([
      { column: 'name', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('category_id', 'name', 'domain', 'duration', 'purpose')) as PublicCookieRow[];
}

/** The property's vendors of the IAB list (their GVL ids), for the TCF layer's reduced vendor list. */
export async function iabVendorIds(db: Db, propertyId: number): Promise<number[]> {
  const rows = (await db('vendors')
    .where({ property_id: propertyId, kind: 'iab' })
    .whereNotNull('gvl_id')
    .select('gvl_id')) as Array<{ gvl_id: number | string }>;
  return rows.map((r) => Number(r.gvl_id));
}
