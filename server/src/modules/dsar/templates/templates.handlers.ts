import { DEFAULT_FORM_TEXTS, DSAR_DONE, renderTemplate, SAMPLE_VARIABLES } from '@privacy-portal/sdk/dsar';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { dsarScope } from '../dsar.access.ts';
import { localDates } from './requester-mail.ts';
import { deleteTemplate, upsertTemplate } from './templates.queries.ts';
import { allTemplates, assertTemplateText, presentTemplate } from './templates.service.ts';

type Ops = 'listEmailTemplates' | 'saveEmailTemplate' | 'resetEmailTemplate' | 'previewEmailTemplate';

export function templatesHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    listEmailTemplates: async ({ auth, params }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      return { status: 200, body: { response: await allTemplates(db, org.id) } };
    },

    saveEmailTemplate: async ({ auth, params, body }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId, write: 'change e-mail templates' });
      assertTemplateText(body);
      const key = { event: params.event, language: params.language };
      const row = await upsertTemplate(db, org.id, key, { subject: body.subject, body: body.body });
      return {
        status: 200,
        body: { response: presentTemplate(key.event, key.language, row), message: DSAR_DONE.templateSaved },
      };
    },

    resetEmailTemplate: async ({ auth, params }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId, write: 'change e-mail templates' });
      await deleteTemplate(db, org.id, params.event, params.language);
      return { status: 204 };
    },

    previewEmailTemplate: async ({ auth, params, body }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      assertTemplateText(body);
      // The sample as a requester of that language would read it: their dates, their words for the type.
      const requestType = DEFAULT_FORM_TEXTS[body.language].options.requesttype?.access;
      const variables = localDates(body.language, {
        ...SAMPLE_VARIABLES,
        ...(requestType ? { request_type: requestType } : {}),
        organization: org.name,
      }) as Record<string, string>;
      return {
        status: 200,
        body: {
          response: {
            subject: renderTemplate(body.subject, variables),
            body: renderTemplate(body.body, variables),
            variables,
          },
        },
      };
    },
  };
}
