import {
  DSAR_DONE,
  DSAR_REASONS,
  FORM_IDENTIFIER_PATTERN,
  publicFormUrl,
  REQUEST_TYPES,
} from '@privacy-portal/sdk/dsar';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { type Auth, member } from '../../access/access.ts';
import { dsarPropertyScope, dsarScope } from '../dsar.access.ts';
import { todayUtc } from '../requests/requests.service.ts';
import { workflowForType } from '../workflows/workflows.queries.ts';
import { findForm, findFormById, formPage, formRequestCounts, identifierTaken } from './forms.queries.ts';
import {
  activateVersion,
  createForm,
  deleteForm,
  deleteVersion,
  formTemplate,
  formVersions,
  presentForm,
  publishForm,
  saveForm,
} from './forms.service.ts';

type Ops =
  | 'getDsarFormTemplate'
  | 'createDsarForm'
  | 'getDsarForm'
  | 'updateDsarForm'
  | 'publishDsarForm'
  | 'deleteDsarForm'
  | 'listDsarForms'
  | 'checkFormIdentifier'
  | 'listDsarFormHistory'
  | 'activateDsarFormVersion'
  | 'deleteDsarFormVersion'
  | 'getDsarFormRequestCount'
  | 'getDsarFormSystemMap';

export function formsHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  const appUrl = deps.config.appUrl;
  /** A form named by its id alone: found, then its organization checked like any other. */
  const formOf = async (auth: Auth | null, id: number) => {
    member(auth);
    const form = await findFormById(db, id);
    if (!form) throw notFound('Form');
    await dsarScope(db, auth, { orgId: form.organization_id });
    return form;
  };
  return {
    getDsarFormTemplate: async ({ auth, params, query }) => {
      await dsarPropertyScope(db, auth, { orgId: params.orgId, propId: params.propId });
      return { status: 200, body: { response: formTemplate(query.languages) } };
    },

    createDsarForm: async ({ auth, params, body }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'create web forms',
      });
      const form = await createForm(db, scope, body);
      return { status: 201, body: { response: await presentForm(db, appUrl, form) } };
    },

    getDsarForm: async ({ auth, params }) => {
      const scope = await dsarPropertyScope(db, auth, { orgId: params.orgId, propId: params.propId });
      const form = await findForm(db, scope.property.id, params.id);
      if (!form) throw notFound('Form');
      return { status: 200, body: { response: await presentForm(db, appUrl, form) } };
    },

    updateDsarForm: async ({ auth, params, body }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'change web forms',
      });
      const form = await saveForm(db, scope, params.id, body);
      return { status: 200, body: { response: await presentForm(db, appUrl, form) } };
    },

    publishDsarForm: async ({ auth, params, body }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'publish web forms',
      });
      const version = await publishForm(db, scope, params.id, body?.note);
      return { status: 200, body: { response: version, message: DSAR_DONE.published } };
    },

    deleteDsarForm: async ({ auth, params }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'delete web forms',
      });
      await deleteForm(db, scope, params.id);
      return { status: 204 };
    },

    listDsarForms: async ({ auth, params, query }) => {
      const scope = await dsarPropertyScope(db, auth, { orgId: params.orgId, propId: params.propId });
      const { rows, page } = await formPage(db, scope.property.id, query);
      return {
        status: 200,
        body: {
          response: rows.map((f) => ({
            id: f.id,
            organization_id: f.organization_id,
            property_id: f.property_id,
            name: f.name,
            identifier: f.identifier,
            status: f.status,
            languages: f.definition.languages,
            version: f.live_version === null ? null : Number(f.live_version),
            requests: Number(f.requests),
            public_url: f.active_version_id ? publicFormUrl(appUrl, f.identifier) : null,
            created_at: new Date(f.created_at).toISOString(),
            updated_at: new Date(f.updated_at).toISOString(),
            published_at: f.published_at ? new Date(f.published_at).toISOString() : null,
          })),
          page,
        },
      };
    },

    checkFormIdentifier: async ({ auth, query }) => {
      member(auth);
      const identifier = query.identifier;
      if (!FORM_IDENTIFIER_PATTERN.test(identifier)) {
        return {
          status: 200,
          body: {
            response: {
              identifier,
              available: false,
              reason: DSAR_REASONS.identifierPattern,
            },
          },
        };
      }
      const taken = await identifierTaken(db, identifier, query.form_id);
      return {
        status: 200,
        body: {
          response: taken
            ? { identifier, available: false, reason: DSAR_REASONS.identifierTaken }
            : { identifier, available: true },
        },
      };
    },

    listDsarFormHistory: async ({ auth, params, query }) => {
      const scope = await dsarPropertyScope(db, auth, { orgId: params.oid, propId: params.pid });
      return { status: 200, body: await formVersions(db, scope, params.formID, query) };
    },

    activateDsarFormVersion: async ({ auth, params }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'activate web form versions',
      });
      const version = await activateVersion(db, scope, params.form_id, params.ccpa_config_id);
      return { status: 200, body: { response: version, message: DSAR_DONE.activated } };
    },

    deleteDsarFormVersion: async ({ auth, params }) => {
      const scope = await dsarPropertyScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'delete web form versions',
      });
      await deleteVersion(db, scope, params.id);
      return { status: 204 };
    },

    getDsarFormRequestCount: async ({ auth, params }) => {
      const form = await formOf(auth, params.formId);
      const counts = await formRequestCounts(db, form.id, todayUtc());
      return { status: 200, body: { response: { form_id: form.id, ...counts } } };
    },

    getDsarFormSystemMap: async ({ auth, params }) => {
      const form = await formOf(auth, params.id);
      const routes = [];
      for (const type of REQUEST_TYPES) {
        const workflow = await workflowForType(db, form.organization_id, type);
        routes.push({
          request_type: type,
          workflow_id: workflow?.id ?? null,
          workflow_name: workflow?.name ?? null,
        });
      }
      return { status: 200, body: { response: { form_id: form.id, routes, systems: [] } } };
    },
  };
}
