import type { Schemas } from '@privacy-portal/sdk';
import {
  type DsarFormDefinition,
  type DsarSubmissionValues,
  fileProblemReason,
  publicFormView,
  requestReference,
  submissionMessage,
  submissionProblems,
  submittedRequest,
  TIMELINE,
  VISITOR_MESSAGES,
  visitorLanguage,
} from '@privacy-portal/sdk/dsar';
import { isLocale, type Locale } from '@privacy-portal/sdk/i18n';
import type { HttpHandler } from 'msw';
import { checkCaptcha, newCaptcha, presentCaptcha, spendCaptcha } from '../../dsar/captcha.ts';
import { isMockCountry, MOCK_COUNTRIES, MOCK_STATES, statesOf } from '../../dsar/countries.ts';
import { type CheckedFile, checkFile } from '../../dsar/files.ts';
import { publishedForm } from '../../dsar/forms.ts';
import { confirmRequest, createRequest, sendVerification } from '../../dsar/requests.ts';
import { recordEvent } from '../../dsar/timeline.ts';
import { MockApiError, notFound } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

type FieldError = Schemas['FieldError'];

/**
 * The public request form: the live version of a published form in the visitor's language, a
 * submission checked whole (sdk submissionProblems, files by content, the captcha) before anything is
 * kept, never refused for the plan (kept and flagged over it), the confirmation link, the captcha
 * (always MOCK_CAPTCHA_SOLUTION) and the countries and states.
 */
export function dsarPublicHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const publishedOf = (identifier: string) => found(publishedForm(state, identifier), 'Form');

  return [
    http.get('/public/dsar/forms/{identifier}', ({ request, params, query, response }) => {
      const { form, version } = publishedOf(params.identifier);
      const language = visitorLanguage(
        version.definition.languages,
        query.get('lang'),
        request.headers.get('accept-language'),
      );
      const view = publicFormView(form.identifier, version, language);
      if (!view) throw notFound('Form');
      return response(200).json({ response: view });
    }),
    http.post('/public/dsar/forms/{identifier}/requests', async ({ request, params, response }) => {
      const { form, version } = publishedOf(params.identifier);
      const body = await request.json();
      const def = version.definition as DsarFormDefinition;
      const locale: Locale = def.languages.includes(body.language)
        ? body.language
        : (def.languages[0] ?? 'en');
      const messages = VISITOR_MESSAGES[locale];
      const values = body.values as DsarSubmissionValues;
      const attachments = body.attachments ?? [];
      const problems: FieldError[] = submissionProblems(def, values, locale, {
        fileCount: attachments.length,
        countries: isMockCountry,
        statesOf,
      }).map((p) => ({
        in: 'body',
        field: p.field === 'attachments' ? p.field : `values.${p.field}`,
        reason: p.reason,
      }));
      const files: CheckedFile[] = [];
      attachments.forEach((a, i) => {
        const checked = checkFile(a);
        if (typeof checked !== 'string') files.push(checked);
        else
          problems.push({
            in: 'body',
            field: `attachments[${i}]`,
            reason: fileProblemReason(messages, checked),
          });
      });
      if (def.fields.some((f) => f.type === 'captcha')) {
        const c = body.captcha;
        // With other problems the captcha is only looked at, so the visitor keeps it while fixing them.
        const right = c
          ? problems.length
            ? checkCaptcha(state, c.id, c.solution) === 'ok'
            : spendCaptcha(state, c.id, c.solution)
          : false;
        if (!right)
          problems.push({
            in: 'body',
            field: 'captcha',
            reason: c ? messages.captchaWrong : messages.required,
          });
      }
      if (problems.length)
        throw new MockApiError(400, 'validation_failed', submissionMessage(def, locale, problems), problems);

      const organization = found(state.organizations.get(form.organization_id), 'Form');
      // Flagging a request over the plan's requests is the server's rule, not copied here.
      const overLimit = false;
      const r = createRequest(state, {
        organization,
        property_id: form.property_id,
        form: { id: form.id, version: version.version },
        ...submittedRequest(def, locale, values, statesOf),
        language: locale,
        received_at: nowIso(state),
        verified: false,
        over_limit: overLimit,
        actor: null,
      });
      for (const file of files)
        state.dsar.attachments.create((id) => ({
          id,
          request_id: r.id,
          ...file,
          uploaded_at: r.received_at,
          source: 'requester',
        }));
      if (files.length)
        recordEvent(state, r, 'attachment', TIMELINE.attachments(files.length), null, {
          files: files.map((f) => ({ name: f.name, size: f.size })),
        });
      sendVerification(state, r);
      return response(201).json({
        response: { reference: requestReference(r.id), status: r.status, message: messages.checkEmail },
      });
    }),
    http.post('/public/dsar/verify', async ({ request, response }) => {
      const { token } = await request.json();
      const r = confirmRequest(state, token);
      if (!r) throw new MockApiError(400, 'link_invalid', VISITOR_MESSAGES.en.linkExpired);
      const language = isLocale(r.language) ? r.language : 'en';
      return response(200).json({
        response: {
          reference: requestReference(r.id),
          status: r.status,
          message: VISITOR_MESSAGES[language].verified,
        },
      });
    }),
    http.get('/public/captcha', ({ response }) =>
      response(200).json({ response: presentCaptcha(newCaptcha(state)) }),
    ),
    http.post('/public/captcha/verify/{captcha_id}/{captcha_solution}', ({ params, response }) =>
      response(200).json({
        response: { valid: checkCaptcha(state, params.captcha_id, params.captcha_solution) === 'ok' },
      }),
    ),
    http.get('/public/countryandstate/list', ({ query, response }) => {
      const country = query.get('countryid')?.toUpperCase();
      return response(200).json({
        response: {
          countries: [...MOCK_COUNTRIES],
          states: country ? [...(MOCK_STATES[country] ?? [])] : [],
        },
      });
    }),
  ];
}
