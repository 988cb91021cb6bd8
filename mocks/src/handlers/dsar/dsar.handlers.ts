import type { Schemas } from '@privacy-portal/sdk';
import { exportFileName } from '@privacy-portal/sdk/dsar';
import { type HttpHandler, HttpResponse } from 'msw';
import { notFound } from '../../errors.ts';
import { FIXTURES_NOW, RECORDED_GETS } from '../../fixtures.ts';
import type { HandlerContext } from '../../http.ts';

// A file's bytes: the recorder keeps JSON answers only, so a download answers these few fixed bytes.
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const file = (body: string, type: string, name: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

const DAY_MS = 86_400_000;
const spanOf = (query: string) => {
  const q = new URLSearchParams(query);
  return (Date.parse(q.get('to') ?? '') - Date.parse(q.get('from') ?? '')) / DAY_MS;
};
/** The recorded read of `path` over a period as long as the one asked (else the last 30 days). */
function samePeriod(path: string, url: URL): string {
  const urls = Object.keys(RECORDED_GETS).filter((u) => u.startsWith(`${path}?`));
  const asked = spanOf(url.search);
  const recorded = (days: number) => urls.find((u) => spanOf(u.split('?')[1] ?? '') === days);
  return recorded(asked) ?? recorded(29) ?? path;
}

/**
 * Only what replay cannot answer: a dashboard's period (relative to today, so never the one recorded)
 * answers the recorded period of the same length; an export's progress (made by a POST, so no read
 * of it was recorded, and the recorder runs no workers) answers the recorded job finished; the
 * downloads (CSV, PDF, an attachment) answer fixed bytes. Every other DSAR operation is replayed
 * from mocks/fixtures/dsar.json.
 */
export function dsarHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, state } = ctx;
  const fileName = (orgId: string) => exportFileName(Number(orgId), FIXTURES_NOW.slice(0, 10));
  const period = (request: Request, path: string) => {
    const body = state.answers.read(samePeriod(path, new URL(request.url)), ctx.member(request).user.email);
    if (body === undefined) throw notFound();
    return HttpResponse.json(body as Record<string, unknown>);
  };
  return [
    http.get('/ccpa/request/chart/{orgId}/{propId}', ({ request, params, response }) =>
      response.untyped(period(request, `/ccpa/request/chart/${params.orgId}/${params.propId}`)),
    ),
    http.get('/ccpa/chart/state/{orgId}/{propId}', ({ request, params, response }) =>
      response.untyped(period(request, `/ccpa/chart/state/${params.orgId}/${params.propId}`)),
    ),
    http.get('/dsar/request-exports/{orgId}/{jobId}', ({ request, params, response }) => {
      const posted = state.answers.written(
        'POST /dsar/request-exports/{orgId}',
        ctx.member(request).user.email,
      );
      const job = (posted?.body as { response: Schemas['RequestExport'] } | undefined)?.response;
      if (!job) throw notFound();
      return response(200).json({
        response: {
          ...job,
          id: params.jobId,
          status: 'succeeded',
          file_name: fileName(params.orgId),
          finished_at: FIXTURES_NOW,
        },
      });
    }),
    http.get('/dsar/request-exports/{orgId}/{jobId}/file', ({ request, params, response }) => {
      ctx.member(request);
      return response.untyped(file('reference,status\n', 'text/csv; charset=utf-8', fileName(params.orgId)));
    }),
    http.get('/dsar/requests/{orgId}/{requestId}/record', ({ request, params, response }) => {
      ctx.member(request);
      return response.untyped(file(PDF, 'application/pdf', `request-${params.requestId}.pdf`));
    }),
    http.get(
      '/dsar/requests/{orgId}/{requestId}/attachments/{attachmentId}',
      ({ request, params, response }) => {
        ctx.member(request);
        return response.untyped(file(PDF, 'application/pdf', `attachment-${params.attachmentId}.pdf`));
      },
    ),
  ];
}
