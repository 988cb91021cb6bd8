import { publicFormView, visitorLanguage } from '@privacy-portal/sdk/dsar';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import { createPublicLimiter } from '../../cookieConsent/consents/public-limits.ts';
import { fileStorage } from '../../files/files.storage.ts';
import { publishedForm } from '../forms/forms.queries.ts';
import { captchaMatches, newCaptcha } from './captcha.ts';
import { allCountries, statesOf } from './countries.ts';
import { submitPublicRequest } from './submission.service.ts';
import { confirmVerification } from './verification.ts';

type Ops =
  | 'getPublicDsarForm'
  | 'submitDsarRequest'
  | 'verifyDsarRequest'
  | 'getCaptcha'
  | 'verifyCaptcha'
  | 'listCountriesAndStates';

/** Keyed by address (and form): one key space per call, so one busy form does not block another. */
const ANY = 0;

export function publicDsarHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  const storage = fileStorage(deps.config);
  const submissions = createPublicLimiter('requests', 10);
  const captchas = createPublicLimiter('captchas', 30);
  const checks = createPublicLimiter('checks', 30);
  return {
    getPublicDsarForm: async ({ params, query, ctx }) => {
      const published = await publishedForm(db, params.identifier);
      if (!published) throw notFound('Form');
      const { form, version } = published;
      const language = visitorLanguage(version.definition.languages, query.lang, ctx.get('accept-language'));
      const response = publicFormView(form.identifier, version, language);
      if (!response) throw notFound('Form');
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.vary('Accept-Language');
      return { status: 200, body: { response } };
    },

    submitDsarRequest: async ({ params, body, ctx }) => {
      await submissions.consume(ctx.ip, ANY);
      const response = await submitPublicRequest(deps, storage, params.identifier, body);
      return { status: 201, body: { response } };
    },

    verifyDsarRequest: async ({ body, ctx }) => {
      await checks.consume(ctx.ip, ANY);
      return { status: 200, body: { response: await confirmVerification(deps, body.token) } };
    },

    getCaptcha: async ({ ctx }) => {
      await captchas.consume(ctx.ip, ANY);
      return { status: 200, body: { response: await newCaptcha(db) } };
    },

    verifyCaptcha: async ({ params, ctx }) => {
      await checks.consume(ctx.ip, ANY);
      const valid = await captchaMatches(db, params.captcha_id, params.captcha_solution);
      return { status: 200, body: { response: { valid } } };
    },

    listCountriesAndStates: async ({ query, ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=86400');
      return {
        status: 200,
        body: {
          response: {
            countries: allCountries(),
            states: query.countryid ? statesOf(query.countryid) : [],
          },
        },
      };
    },
  };
}
