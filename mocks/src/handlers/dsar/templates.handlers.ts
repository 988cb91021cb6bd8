import type { HttpHandler } from 'msw';
import { dsarScope } from '../../dsar/access.ts';
import { settingsOf } from '../../dsar/requests.ts';
import { recordedTemplates } from '../../dsar/state.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

/**
 * E-mail templates and the DSAR settings as stored rows (recorded from the real API): a save stores
 * the text as the organization's own, a reset puts the recorded row back. The server's checks of a
 * text (unknown variables) and of the settings, and the preview's sample values (mail composing),
 * are not copied: the preview answers the text as given; the page tests that need the server's
 * preview run against it (portal/test/dsar/TemplatePages.server.test.tsx).
 */
export function dsarTemplatesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const templates = state.dsar.templates;
  const rowOf = (organizationId: number, params: { event: string; language: string }) =>
    found(
      templates.find(
        (t) =>
          t.organization_id === organizationId && t.event === params.event && t.language === params.language,
      ),
      'Template',
    );
  const shown = ({ id: _i, organization_id: _o, ...template }: ReturnType<typeof rowOf>) => template;

  return [
    http.get('/dsar/templates/{orgId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const rows = templates.list((t) => t.organization_id === organization.id);
      return response(200).json({ response: rows.map(shown) });
    }),
    http.put('/dsar/templates/{orgId}/{event}/{language}', async ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change e-mail templates' });
      const row = rowOf(organization.id, params);
      Object.assign(row, await request.json(), { custom: true, updated_at: nowIso(state) });
      return response(200).json({ response: shown(row) });
    }),
    http.delete('/dsar/templates/{orgId}/{event}/{language}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change e-mail templates' });
      const row = rowOf(organization.id, params);
      const recorded = recordedTemplates().find((t) => t.event === row.event && t.language === row.language);
      Object.assign(row, recorded, { id: row.id, organization_id: organization.id });
      return response(204).empty();
    }),
    http.post('/dsar/templates/{orgId}/preview', async ({ request, params, response }) => {
      dsarScope(ctx, request, params);
      const { subject, body } = await request.json();
      return response(200).json({ response: { subject, body, variables: {} } });
    }),
    http.get('/dsar/settings/{orgId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      return response(200).json({ response: settingsOf(state, organization.id) });
    }),
    http.put('/dsar/settings/{orgId}', async ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change the DSAR settings' });
      const settings = await request.json();
      state.dsar.settings.remove(organization.id);
      state.dsar.settings.create(() => ({ ...settings, organization_id: organization.id }));
      return response(200).json({ response: settings });
    }),
  ];
}
