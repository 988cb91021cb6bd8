import type { Schemas } from '@privacy-portal/sdk';
import { exportFileName } from '@privacy-portal/sdk/dsar';
import type { HttpHandler } from 'msw';
import { notFound } from '../../errors.ts';
import { FIXTURES_NOW } from '../../fixtures.ts';
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

/**
 * Only what replay cannot answer: an export's progress (made by a POST, so no read of it was
 * recorded, and the recorder runs no workers) answers the recorded job finished; the
 * downloads (CSV, PDF, an attachment) answer fixed bytes. Every other DSAR operation is replayed
 * from mocks/fixtures/dsar.json.
 */
export function dsarHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, state } = ctx;
  const fileName = (orgId: string) => exportFileName(Number(orgId), FIXTURES_NOW.slice(0, 10));
  return [
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
