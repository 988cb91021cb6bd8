import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { csvDownload } from '../../exports/export-file.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import {
  consentExportFile,
  getConsentExport,
  presentConsentExport,
  startConsentExport,
} from './export.service.ts';
import { consentFilters } from './tracking.filters.ts';
import { consentFilterOptions, consentRecordDetail, listConsentLog } from './tracking.service.ts';
import { getLedgerVerification, presentVerification, startLedgerVerification } from './verify.service.ts';

type Ops =
  | 'listConsentRecords'
  | 'getConsentRecord'
  | 'getConsentFilterOptions'
  | 'startConsentExport'
  | 'getConsentExport'
  | 'downloadConsentExport'
  | 'startLedgerVerification'
  | 'getLedgerVerification';

/**
 * Consent Tracking (issue 14, item 4). Exports and chain checks only read the log, so every member who
 * sees the property may start them (view-only included); the export needs its tier.
 */
export function trackingHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db, jobs } = deps;
  return {
    listConsentRecords: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const { limit, after, ...filters } = query;
      return {
        status: 200,
        body: await listConsentLog(db, property.id, consentFilters(filters), { limit, after }),
      };
    },

    getConsentRecord: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await consentRecordDetail(db, property.id, params.seq) } };
    },

    getConsentFilterOptions: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await consentFilterOptions(db, property.id) } };
    },

    startConsentExport: async ({ auth, params, body }) => {
      const { m, property, tier } = await cookieConsentScope(db, auth, { propId: params.propId });
      const row = await startConsentExport(
        deps,
        { propertyId: property.id, tier, userId: m.user.id },
        body ?? undefined,
      );
      return { status: 202, body: { response: await presentConsentExport(jobs, row) } };
    },

    getConsentExport: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const row = await getConsentExport(db, property.id, params.jobId);
      return { status: 200, body: { response: await presentConsentExport(jobs, row) } };
    },

    downloadConsentExport: async ({ auth, params, ctx }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const file = await consentExportFile(db, deps.config.dataDir, property.id, params.jobId);
      return csvDownload(ctx, file);
    },

    startLedgerVerification: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const row = await startLedgerVerification(deps, property.id);
      return { status: 202, body: { response: await presentVerification(jobs, row) } };
    },

    getLedgerVerification: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const row = await getLedgerVerification(deps, property.id, params.jobId);
      return { status: 200, body: { response: await presentVerification(jobs, row) } };
    },
  };
}
