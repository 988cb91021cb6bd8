import { SCAN_PAGE_LIMIT } from '@privacy-portal/sdk/cookie-consent';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import { available, propertyScope } from '../../billing/limits/limits.service.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import {
  activeScanJob,
  countSchedules,
  deleteScanLogin,
  deleteSchedule,
  findScanJob,
  findScanLogin,
  latestScanJob,
  presentScanJob,
  presentScanLogin,
  presentSchedule,
  propertySchedules,
  scanJobPage,
} from './scan.queries.ts';
import { presentScanDetails } from './scan.results.ts';
import { cancelScan, changeSchedule, createSchedule, startScan } from './scan.service.ts';
import { checkScanLogin, saveScanLogin } from './scan-login.service.ts';

type Ops =
  | 'startCookieScan'
  | 'listScanJobs'
  | 'getScanJobDetails'
  | 'cancelScanJob'
  | 'getLastScanJob'
  | 'getScannerStatus'
  | 'listScanSchedules'
  | 'createScanSchedule'
  | 'updateScanSchedule'
  | 'deleteScanSchedule'
  | 'getScanLogin'
  | 'deleteScanLogin'
  | 'saveScanLogin'
  | 'checkScanLogin';

const SCAN = 'scan the property';
const SCHEDULE = 'schedule scans';

export function scanHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    startCookieScan: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: SCAN,
      });
      const start = body ?? { three_state: true, behind_login: false };
      const { m, property, tier } = scope;
      const row = await startScan(deps, { companyId: m.companyId, property, tier }, start, {
        trigger: 'manual',
        userId: m.user.id,
      });
      return { status: 202, body: { response: presentScanJob(row) } };
    },

    listScanJobs: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { orgId: params.orgId, propId: params.propId });
      const { rows, page } = await scanJobPage(db, property.id, query);
      return { status: 200, body: { response: rows.map(presentScanJob), page } };
    },

    getScanJobDetails: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid });
      const row = await findScanJob(db, property.id, params.id);
      if (!row) throw notFound('Scan job');
      return { status: 200, body: { response: await presentScanDetails(db, property.id, row) } };
    },

    cancelScanJob: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid, write: SCAN });
      return {
        status: 200,
        body: { response: presentScanJob(await cancelScan(deps, property.id, params.id)) },
      };
    },

    getLastScanJob: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      const row = await latestScanJob(db, property.id);
      return { status: 200, body: { response: row ? presentScanJob(row) : null } };
    },

    getScannerStatus: async ({ auth, params }) => {
      const { m, property, tier } = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const current = await activeScanJob(db, property.id);
      const last = await latestScanJob(db, property.id, true);
      return {
        status: 200,
        body: {
          response: {
            state: current ? (current.status === 'queued' ? 'queued' : 'running') : 'idle',
            current: current ? presentScanJob(current) : null,
            last: last ? presentScanJob(last) : null,
            available: await available(db, propertyScope(m.companyId, property.id), 'scans'),
            schedules: await countSchedules(db, property.id),
            max_pages: SCAN_PAGE_LIMIT[tier],
          },
        },
      };
    },

    listScanSchedules: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid });
      return {
        status: 200,
        body: { response: (await propertySchedules(db, property.id)).map(presentSchedule) },
      };
    },

    createScanSchedule: async ({ auth, params, body }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid, write: SCHEDULE });
      return {
        status: 201,
        body: { response: presentSchedule(await createSchedule(db, property.id, body)) },
      };
    },

    updateScanSchedule: async ({ auth, params, body }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid, write: SCHEDULE });
      const row = await changeSchedule(db, property.id, params.id, body);
      return { status: 200, body: { response: presentSchedule(row) } };
    },

    deleteScanSchedule: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid, write: SCHEDULE });
      if (!(await deleteSchedule(db, property.id, params.id))) throw notFound('Scan schedule');
      return { status: 204 };
    },

    getScanLogin: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propid });
      const row = await findScanLogin(db, property.id);
      return { status: 200, body: { response: row ? presentScanLogin(row) : null } };
    },

    saveScanLogin: async ({ auth, params, body }) => {
      const { property } = await cookieConsentScope(db, auth, {
        propId: params.propid,
        write: 'set up scan behind login',
        feature: 'scan_behind_login',
      });
      return { status: 200, body: { response: presentScanLogin(await saveScanLogin(deps, property, body)) } };
    },

    deleteScanLogin: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, {
        propId: params.propid,
        write: 'set up scan behind login',
      });
      if (!(await deleteScanLogin(db, property.id))) throw notFound('Scan login');
      return { status: 204 };
    },

    checkScanLogin: async ({ auth, body }) => {
      const { property } = await cookieConsentScope(db, auth, {
        propId: body.pid,
        write: 'set up scan behind login',
        feature: 'scan_behind_login',
      });
      return { status: 200, body: { response: await checkScanLogin(deps, property) } };
    },
  };
}
