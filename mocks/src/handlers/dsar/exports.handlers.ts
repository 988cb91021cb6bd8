import type { Schemas } from '@privacy-portal/sdk';
import { DSAR_CONFLICTS, exportFileName } from '@privacy-portal/sdk/dsar';
import type { HttpHandler } from 'msw';
import { dsarScope } from '../../dsar/access.ts';
import { todayOf } from '../../dsar/deadlines.ts';
import { requestsCsv } from '../../dsar/files.ts';
import { matchesFilter, presentRequest } from '../../dsar/requests.ts';
import type { MockDsarExport } from '../../dsar/state.ts';
import { MockApiError } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import type { MockState } from '../../state.ts';
import { nowIso } from '../../state.ts';

const present = ({
  key: _k,
  organization_id: _o,
  filter: _f,
  user_id: _u,
  ...job
}: MockDsarExport): Schemas['RequestExport'] => job;

/** The export's rows: the organization's requests its filters keep, by due date, as the inbox lists them. */
const rowsOf = (state: MockState, job: MockDsarExport) =>
  state.dsar.requests
    .list(
      (r) => r.organization_id === job.organization_id && matchesFilter(state, r, job.filter, job.user_id),
    )
    .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.id - b.id);

/** One step per read, as a job the portal polls: queued, running by quarters, then succeeded. */
function advance(state: MockState, job: MockDsarExport): void {
  if (job.status === 'queued') job.status = 'running';
  else if (job.status === 'running') {
    const total = job.total ?? 0;
    job.done = Math.min(total, job.done + Math.max(1, Math.ceil(total / 4)));
    if (job.done >= total)
      Object.assign(job, {
        status: 'succeeded',
        finished_at: nowIso(state),
        file_name: exportFileName(job.organization_id, todayOf(state.now())),
      });
  }
}

/** CSV exports of the inbox: one at a time per organization, moving a step each time it is read. */
export function dsarExportsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const exports = state.dsar.exports;
  const jobOf = (organizationId: number, id: string) =>
    found(
      exports.find((j) => j.id === id && j.organization_id === organizationId),
      'Export',
    );

  return [
    http.post('/dsar/request-exports/{orgId}', async ({ request, params, response }) => {
      const { m, organization } = dsarScope(ctx, request, params);
      const text = await request.text();
      const filter: Schemas['RequestExportInput'] = text ? JSON.parse(text) : {};
      const busy = exports.find(
        (j) => j.organization_id === organization.id && (j.status === 'queued' || j.status === 'running'),
      );
      if (busy) throw new MockApiError(409, 'conflict', DSAR_CONFLICTS.exportRunning);
      const job = exports.create((key) => ({
        key,
        id: crypto.randomUUID(),
        organization_id: organization.id,
        user_id: m.user.uid,
        filter,
        status: 'queued',
        done: 0,
        total: null,
        file_name: null,
        created_at: nowIso(state),
        finished_at: null,
      }));
      job.total = rowsOf(state, job).length;
      return response(202).json({ response: present(job) });
    }),
    http.get('/dsar/request-exports/{orgId}/{jobId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const job = jobOf(organization.id, params.jobId);
      advance(state, job);
      return response(200).json({ response: present(job) });
    }),
    http.get('/dsar/request-exports/{orgId}/{jobId}/file', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const job = jobOf(organization.id, params.jobId);
      if (job.status !== 'succeeded')
        throw new MockApiError(409, 'conflict', DSAR_CONFLICTS.exportNotFinished);
      const csv = requestsCsv(rowsOf(state, job).map((r) => presentRequest(state, r)));
      return response.untyped(
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${job.file_name}"`,
          },
        }),
      );
    }),
  ];
}
