/**
 * The public banner reads, cached per replica. A property's state (licence, active version,
 * categories, blocking rules) is read at most once per `ttlSeconds` (a few seconds, so replicas and a
 * new publish converge quickly without a query per pageview); the answer for each (language, region,
 * GPC) is built once per state and kept with its ETag and gzip. A property that is not public (unknown,
 * no licence, nothing published) is remembered as such for the same time.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { iabListJson } from '../vendors/vendor-lists.ts';
import { Lru } from './lru.ts';
import { buildPublicConfig, buildPublicDetails, type TcfIdentity } from './public-banner.build.ts';
import {
  iabVendorIds,
  loadPublicBanner,
  type PublicBannerState,
  publishedCookies,
} from './public-banner.queries.ts';
import type { VisitorPlace } from './visitor-geo.ts';
import { acceptedLanguages, pickBannerLanguage } from './visitor-language.ts';

/** A built JSON answer: its text, ETag and gzip (made on first ask). */
export interface CachedBody {
  /** The answer as an object (the Koa path's body). */
  value: unknown;
  json: string;
  etag: string;
  gzip(): Buffer;
}

export interface LanguageWish {
  /** The page's language (lang query). */
  lang?: string | undefined;
  acceptLanguage?: string | undefined;
}

export interface Visitor extends LanguageWish {
  place: VisitorPlace;
  gpc: boolean;
}

interface Entry {
  state: PublicBannerState | null;
  loadedAt: number;
  answers: Lru<string, CachedBody>;
  details: Map<string, CachedBody>;
  vendors?: Promise<CachedBody>;
}

export interface PublicBannerService {
  /** The property's public state, or null when it shows no banner (the 404). */
  state(propertyId: number): Promise<PublicBannerState | null>;
  config(propertyId: number, visitor: Visitor): Promise<CachedBody | null>;
  /**
   * config() without waiting, for the fast path: undefined unless the property is cached, fresh and
   * public (everything else goes the full way, which reads the database and answers 404s).
   */
  configNow(propertyId: number, visitor: Visitor): { body: CachedBody; state: PublicBannerState } | undefined;
  details(propertyId: number, wish: LanguageWish): Promise<CachedBody | null>;
  /** The IAB GVL reduced to the property's vendors; null when TCF is off or not in the plan. */
  vendorList(propertyId: number): Promise<CachedBody | null>;
  /** Forgets a property (after a publish in this process, and for tests). */
  forget(propertyId?: number): void;
}

export interface PublicBannerOptions {
  ttlSeconds: number;
  tcf: TcfIdentity;
  /** Properties kept (LRU). */
  maxProperties?: number;
}

export function cachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  let gzip: Buffer | undefined;
  return { value, json, etag, gzip: () => (gzip ??= gzipSync(json)) };
}

export function createPublicBannerService(db: Db, options: PublicBannerOptions): PublicBannerService {
  const entries = new Lru<number, Entry>(options.maxProperties ?? 10_000);
  const loading = new Map<number, Promise<Entry>>();
  const ttl = options.ttlSeconds * 1000;

  const fresh = (propertyId: number): Entry | undefined => {
    const entry = entries.get(propertyId);
    return entry && Date.now() - entry.loadedAt < ttl ? entry : undefined;
  };

  const load = (propertyId: number): Promise<Entry> => {
    const hit = fresh(propertyId);
    if (hit) return Promise.resolve(hit);
    // One read per property however many visitors arrive while it runs.
    let pending = loading.get(propertyId);
    if (!pending) {
      pending = loadPublicBanner(db, propertyId)
        .then((state) => {
          const entry: Entry = { state, loadedAt: Date.now(), answers: new Lru(256), details: new Map() };
          entries.set(propertyId, entry);
          return entry;
        })
        .finally(() => loading.delete(propertyId));
      loading.set(propertyId, pending);
    }
    return pending;
  };

  const languageOf = (state: PublicBannerState, wish: LanguageWish) =>
    pickBannerLanguage(
      state.config.languages,
      [...(wish.lang ? [wish.lang] : []), ...acceptedLanguages(wish.acceptLanguage)],
      state.config.default_language,
    );

  const answer = (entry: Entry, visitor: Visitor): CachedBody | null => {
    const state = entry.state;
    if (!state) return null;
    const lang = languageOf(state, visitor);
    const key = `${lang}|${visitor.place.region ?? ''}|${visitor.gpc ? 1 : 0}`;
    let body = entry.answers.get(key);
    if (!body) {
      body = cachedBody({ response: buildPublicConfig(state, { ...visitor, lang }, options.tcf) });
      entry.answers.set(key, body);
    }
    return body;
  };

  return {
    state: async (propertyId) => (await load(propertyId)).state,
    config: async (propertyId, visitor) => answer(await load(propertyId), visitor),
    configNow(propertyId, visitor) {
      const entry = fresh(propertyId);
      const body = entry ? answer(entry, visitor) : null;
      return body && entry?.state ? { body, state: entry.state } : undefined;
    },
    async details(propertyId, wish) {
      const entry = await load(propertyId);
      const state = entry.state;
      if (!state) return null;
      const lang = languageOf(state, wish);
      let body = entry.details.get(lang);
      if (!body) {
        const details: Schemas['PublicBannerDetails'] = buildPublicDetails(
          state,
          lang,
          await publishedCookies(db, propertyId),
        );
        body = cachedBody({ response: details });
        entry.details.set(lang, body);
      }
      return body;
    },
    async vendorList(propertyId) {
      const entry = await load(propertyId);
      const state = entry.state;
      if (!state) return null;
      const config = buildPublicConfig(
        state,
        { lang: state.config.default_language, place: { country: null, region: null }, gpc: false },
        options.tcf,
      );
      if (!config.tcf) return null;
      entry.vendors ??= (async () => {
        const [gvl, ids] = await Promise.all([iabListJson(db), iabVendorIds(db, propertyId)]);
        const wanted = new Set(ids.map(String));
        const vendors = Object.fromEntries(Object.entries(gvl.vendors).filter(([id]) => wanted.has(id)));
        return cachedBody({ ...gvl, vendors });
      })();
      // A failed read is not kept: the next request tries again.
      entry.vendors.catch(() => {
        entry.vendors = undefined;
      });
      return entry.vendors;
    },
    forget(propertyId) {
      if (propertyId === undefined) entries.clear();
      else entries.delete(propertyId);
    },
  };
}
