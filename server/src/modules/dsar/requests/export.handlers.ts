import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { csvDownload } from '../../exports/export-file.ts';
import { dsarScope } from '../dsar.access.ts';
import { dsarExportFile, getDsarExport, presentDsarExport, startDsarExport } from './export.service.ts';

type Ops = 'startDsarRequestExport' | 'getDsarRequestExport' | 'downloadDsarRequestExport';

/** CSV exports of the request inbox: every member who sees the organization may export it. */
export function exportHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db, jobs } = deps;
  return {
    startDsarRequestExport: async ({ auth, params, body }) => {
      const { m, org } = await dsarScope(db, auth, { orgId: params.orgId });
      const row = await startDsarExport(deps, { orgId: org.id, userId: m.user.id }, body ?? undefined);
      return { status: 202, body: { response: await presentDsarExport(jobs, row) } };
    },

    getDsarRequestExport: async ({ auth, params }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      const row = await getDsarExport(db, org.id, params.jobId);
      return { status: 200, body: { response: await presentDsarExport(jobs, row) } };
    },

    downloadDsarRequestExport: async ({ auth, params, ctx }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      const file = await dsarExportFile(db, deps.config.dataDir, org.id, params.jobId);
      return csvDownload(ctx, file);
    },
  };
}
