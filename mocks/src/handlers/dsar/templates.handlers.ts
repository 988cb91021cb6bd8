import type { Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_FORM_TEXTS,
  DSAR_DONE,
  DSAR_REASONS,
  EMAIL_EVENTS,
  renderTemplate,
  SAMPLE_VARIABLES,
  templateProblems,
} from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import type { HttpHandler } from 'msw';
import { dsarScope } from '../../dsar/access.ts';
import { customTemplate, localDates, presentTemplate } from '../../dsar/mail.ts';
import { settingsOf } from '../../dsar/requests.ts';
import { MockApiError, validationFailed } from '../../errors.ts';
import type { HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

/** 400 naming the field of an unknown variable or an unclosed brace pair (sdk templateProblems). */
function checkTemplate(text: { subject: string; body: string }): void {
  const problems = templateProblems(text);
  const first = problems[0];
  if (!first) return;
  const details = problems.map((p) => ({ in: 'body' as const, field: p.field, reason: p.reason }));
  throw new MockApiError(400, 'validation_failed', `body.${first.field} ${first.reason}`, details);
}

/**
 * Custom templates (every event in the ten languages: the organization's text or the default; save,
 * reset, preview with the sdk's sample values) and the organization's DSAR settings.
 */
export function dsarTemplatesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const templates = state.dsar.templates;

  return [
    http.get('/dsar/templates/{orgId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const all = EMAIL_EVENTS.flatMap((event) =>
        LOCALES.map((language) => presentTemplate(state, organization.id, event, language)),
      );
      return response(200).json({ response: all });
    }),
    http.put('/dsar/templates/{orgId}/{event}/{language}', async ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change e-mail templates' });
      const body = await request.json();
      checkTemplate(body);
      const event = params.event as Schemas['EmailEvent'];
      const language = params.language as Schemas['FormLocale'];
      const text = { subject: body.subject, body: body.body, updated_at: nowIso(state) };
      const own = customTemplate(state, organization.id, event, language);
      if (own) Object.assign(own, text);
      else templates.create((id) => ({ id, organization_id: organization.id, event, language, ...text }));
      return response(200).json({
        response: presentTemplate(state, organization.id, event, language),
        message: DSAR_DONE.templateSaved,
      });
    }),
    http.delete('/dsar/templates/{orgId}/{event}/{language}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change e-mail templates' });
      templates.remove(
        (t) =>
          t.organization_id === organization.id && t.event === params.event && t.language === params.language,
      );
      return response(204).empty();
    }),
    http.post('/dsar/templates/{orgId}/preview', async ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const body = await request.json();
      checkTemplate(body);
      // The sample as a requester of that language would read it: their dates, their word for the type.
      const variables = localDates(body.language, {
        ...SAMPLE_VARIABLES,
        request_type:
          DEFAULT_FORM_TEXTS[body.language].options.requesttype?.access ?? SAMPLE_VARIABLES.request_type,
        organization: organization.orgname,
      }) as Record<string, string>;
      return response(200).json({
        response: {
          subject: renderTemplate(body.subject, variables),
          body: renderTemplate(body.body, variables),
          variables,
        },
      });
    }),
    http.get('/dsar/settings/{orgId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      return response(200).json({ response: settingsOf(state, organization.id) });
    }),
    http.put('/dsar/settings/{orgId}', async ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, { ...params, write: 'change the DSAR settings' });
      const body = await request.json();
      // The reminder comes before the request is closed for want of a confirmation.
      if (body.verify_close_days <= body.verify_reminder_days)
        throw validationFailed([
          { in: 'body', field: 'verify_close_days', reason: DSAR_REASONS.closeAfterReminder },
        ]);
      const settings = {
        verify_reminder_days: body.verify_reminder_days,
        verify_close_days: body.verify_close_days,
        due_soon_days: body.due_soon_days,
        reminder_days: body.reminder_days,
      };
      const row = state.dsar.settings.get(organization.id);
      if (row) Object.assign(row, settings);
      else state.dsar.settings.create(() => ({ organization_id: organization.id, ...settings }));
      return response(200).json({ response: settings });
    }),
  ];
}
