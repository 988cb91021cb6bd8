import type { Schemas } from '@privacy-portal/sdk';
import { CONSENT_EXPORT_UPGRADE, canExportConsents, consentRange } from '@privacy-portal/sdk/cookie-consent';
import { type HttpHandler, HttpResponse } from 'msw';
import { keysetPage } from '../../collection.ts';
import { cookieConsentScope } from '../../cookieConsent/access.ts';
import { canonicalJson, type MockConsentRow } from '../../cookieConsent/ledger.ts';
import { recordedAnswer } from '../../cookieConsent/recorded-answer.ts';
import {
  advanceExport,
  advanceVerification,
  type ConsentFilter,
  exportCsv,
  linkProblem,
  type MockConsentExport,
  type MockLedgerVerification,
} from '../../cookieConsent/tracking.ts';
import { MockApiError, validationFailed } from '../../errors.ts';
import type { OkBody } from '../../fixtures.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

type Choice = Schemas['ConsentChoice'];
const newestFirst = (row: MockConsentRow) => [row.record.seq];

/** The filters of a query or an export body, the range's defaults filled in; 400 naming a bad range. */
function filterOf(
  now: Date,
  input: {
    from?: string | null;
    to?: string | null;
    region?: string | null;
    choice?: string | null;
    category?: string | null;
    gpc?: string | boolean | null;
  },
  where: 'query' | 'body',
): ConsentFilter {
  const range = consentRange(input, now);
  if ('field' in range) throw validationFailed([{ in: where, field: range.field, reason: range.reason }]);
  const gpc =
    input.gpc === undefined || input.gpc === null ? undefined : input.gpc === true || input.gpc === 'true';
  return {
    ...range,
    ...(input.region ? { region: input.region } : {}),
    ...(input.choice ? { choice: input.choice as Choice } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(gpc === undefined ? {} : { gpc }),
  };
}

/**
 * Tag Consent tracking: the consent log (filtered, keyset paged newest first), a record's proof, the
 * filter options, CSV exports (basic and up) and chain checks, both jobs moving a step per read.
 */
export function trackingHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const ledger = state.cookieConsent.consents;
  const chainOf = (pid: number) => ledger.chainOf(pid, state.now());
  const exportInPath = (pid: number, id: string) =>
    found(
      [ledger.exports.get(id)].find((j): j is MockConsentExport => j?.property_id === pid),
      'Export',
    );
  const checkInPath = (pid: number, id: string) =>
    found(
      [ledger.verifications.get(id)].find((j): j is MockLedgerVerification => j?.property_id === pid),
      'Chain check',
    );
  const presentExport = ({
    property_id: _p,
    filter: _f,
    ...job
  }: MockConsentExport): Schemas['ConsentExport'] => job;
  const presentCheck = ({ property_id: _p, ...job }: MockLedgerVerification): Schemas['LedgerVerification'] =>
    job;

  return [
    http.get('/consents/tracking/{propId}', ({ request, params, query, response }) => {
      const { m, property } = cookieConsentScope(ctx, request, { propId: params.propId });
      // Filtering is the server's SQL (ConsentTrackingPage.server.test.tsx): a recorded url answers its
      // recording, any other the plain log newest first.
      const answer = recordedAnswer(
        `/consents/tracking/${params.propId}${new URL(request.url).search}`,
        m.user.email,
      );
      if (answer) return response(200).json(answer as OkBody<'/consents/tracking/{propId}'>);
      const page = keysetPage(chainOf(property.property_id), query, newestFirst, true);
      return response(200).json({ ...page, response: page.response.map((r) => r.record) });
    }),
    http.get('/consents/tracking/{propId}/{seq}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const rows = chainOf(property.property_id);
      const index = rows.findIndex((r) => r.record.seq === Number(params.seq));
      const row = found(rows[index], 'Consent record');
      const previous = rows[index - 1];
      const history = rows
        .filter((r) => r.record.consent_id === row.record.consent_id)
        .reverse()
        .slice(0, 100)
        .map((r) => r.record);
      return response(200).json({
        response: {
          record: row.record,
          link: { seq: row.record.seq, prev_hash: row.prev_hash, hash: row.hash },
          canonical: canonicalJson(row.record),
          link_valid: linkProblem(row, previous, previous?.hash ?? '0'.repeat(64)) === null,
          history,
        },
      });
    }),
    http.get('/consents/trackingbyfilter/{propId}', ({ request, params, response }) => {
      const { m, property } = cookieConsentScope(ctx, request, { propId: params.propId });
      // The options are a summary of the server's rows: the recording's, or none for an empty ledger.
      const answer = chainOf(property.property_id).length
        ? recordedAnswer(`/consents/trackingbyfilter/${property.property_id}`, m.user.email)
        : undefined;
      return response(200).json(
        (answer as OkBody<'/consents/trackingbyfilter/{propId}'> | undefined) ?? {
          response: {
            first_day: null,
            last_day: null,
            regions: [],
            countries: [],
            categories: [],
            banner_versions: [],
          },
        },
      );
    }),
    http.post('/consents/export/{propId}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, { propId: params.propId });
      if (!canExportConsents(tier)) throw new MockApiError(409, 'upgrade_required', CONSENT_EXPORT_UPGRADE);
      const text = await request.text();
      const body: Schemas['ConsentExportInput'] = text ? JSON.parse(text) : {};
      const filter = filterOf(state.now(), body, 'body');
      // The filters name the file; counting what they keep is the server's.
      const total = chainOf(property.property_id).length;
      const job: MockConsentExport = {
        id: crypto.randomUUID(),
        property_id: property.property_id,
        status: 'queued',
        done: 0,
        total,
        file_name: null,
        created_at: nowIso(state),
        finished_at: null,
        filter,
      };
      ledger.exports.set(job.id, job);
      return response(202).json({ response: presentExport(job) });
    }),
    http.get('/consents/export/{propId}/{jobId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const job = exportInPath(property.property_id, params.jobId);
      advanceExport(state, job);
      return response(200).json({ response: presentExport(job) });
    }),
    http.get('/consents/export/{propId}/{jobId}/download', ({ request, params }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const job = exportInPath(property.property_id, params.jobId);
      if (job.status !== 'succeeded')
        throw new MockApiError(409, 'conflict', 'The export is not finished yet.');
      const rows = [...chainOf(property.property_id)].reverse();
      return new HttpResponse(exportCsv(rows), {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${job.file_name}"`,
        },
      });
    }),
    http.post('/consents/ledger/{propId}/verify', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const job: MockLedgerVerification = {
        id: crypto.randomUUID(),
        property_id: property.property_id,
        status: 'queued',
        done: 0,
        total: chainOf(property.property_id).length,
        checked: 0,
        first_broken: null,
        started_at: nowIso(state),
        finished_at: null,
      };
      ledger.verifications.set(job.id, job);
      return response(202).json({ response: presentCheck(job) });
    }),
    http.get('/consents/ledger/{propId}/verify/{jobId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const job = checkInPath(property.property_id, params.jobId);
      advanceVerification(state, job);
      return response(200).json({ response: presentCheck(job) });
    }),
  ];
}
