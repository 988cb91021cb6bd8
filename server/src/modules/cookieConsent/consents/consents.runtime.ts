/**
 * The per-process state of the public consent API: the banner cache, pageview counts, the consent
 * batcher, the address salts, rate limits, geo and the installation throttle. Made once per process
 * (buildDeps) and closed before the database (closeDeps), so counted pageviews and queued consents
 * are written at shutdown.
 */
import type { Logger } from 'pino';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { type ConsentBatcher, createConsentBatcher } from './consent-batcher.ts';
import { type AddressHasher, createAddressHasher } from './consent-salts.ts';
import { createInstallationRecorder, type InstallationRecorder } from './installation-beacon.ts';
import { createPageviewCounter, type PageviewCounter } from './pageviews.ts';
import { createPublicBannerService, type PublicBannerService } from './public-banner.service.ts';
import { createPublicLimiter, type PublicLimiter } from './public-limits.ts';
import { createVisitorGeo, type VisitorGeo } from './visitor-geo.ts';

export interface ConsentRuntime {
  banners: PublicBannerService;
  pageviews: PageviewCounter;
  batcher: ConsentBatcher;
  addresses: AddressHasher;
  geo: VisitorGeo;
  submissions: PublicLimiter;
  receipts: PublicLimiter;
  installations: InstallationRecorder;
  close(): Promise<void>;
}

export function createConsentRuntime(
  db: Db,
  dbKind: 'pglite' | 'postgres',
  config: Config,
  logger: Logger,
): ConsentRuntime {
  const pageviews = createPageviewCounter(db, logger);
  const batcher = createConsentBatcher(db, logger, {
    maxWaitMs: config.consentBatchMs,
    maxBatch: config.consentBatchMax ?? (dbKind === 'postgres' ? 100 : 500),
  });
  return {
    banners: createPublicBannerService(db, {
      ttlSeconds: config.publicConfigTtlSeconds,
      tcf: { cmpId: config.tcfCmpId, cmpVersion: config.tcfCmpVersion },
    }),
    pageviews,
    batcher,
    addresses: createAddressHasher(db),
    geo: createVisitorGeo({
      geoip: config.geoip,
      countryHeader: config.geoCountryHeader,
      regionHeader: config.geoRegionHeader,
    }),
    submissions: createPublicLimiter('consent submissions', config.consentRateLimit),
    receipts: createPublicLimiter('receipt requests', config.consentRateLimit),
    installations: createInstallationRecorder(db),
    async close() {
      await batcher.close();
      await pageviews.close();
    },
  };
}
