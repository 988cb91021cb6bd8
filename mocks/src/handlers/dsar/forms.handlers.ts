import type { Schemas } from '@privacy-portal/sdk';
import {
  DSAR_CONFLICTS,
  DSAR_DONE,
  DSAR_REASONS,
  defaultFormDefinition,
  personName,
  REQUEST_TYPES,
} from '@privacy-portal/sdk/dsar';
import { isLocale, type Locale } from '@privacy-portal/sdk/i18n';
import type { HttpHandler } from 'msw';
import { dsarPropertyScope, formScope } from '../../dsar/access.ts';
import { isOpen, overdueOn, todayOf } from '../../dsar/deadlines.ts';
import {
  checkDefinition,
  presentForm,
  presentFormSummary,
  presentVersion,
  syncDsarFormFlags,
} from '../../dsar/forms.ts';
import { routeWorkflow } from '../../dsar/requests.ts';
import type { MockDsarForm } from '../../dsar/state.ts';
import { MockApiError, validationFailed } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

/**
 * Web forms: the default template in the asked languages, create (counted against the plan's forms;
 * the organization's first form brings the default workflow), save, publish as a new live version,
 * delete (the spec's PUT), the publish history with activate and delete, the identifier check, and a
 * form's request count and system map.
 */
export function dsarFormsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const dsar = state.dsar;
  const formOf = (propertyId: number, id: number | string): MockDsarForm =>
    found(
      dsar.forms.find((f) => f.id === Number(id) && f.property_id === propertyId && f.deleted_at === null),
      'Form',
    );

  return [
    http.get('/ccpa/form/{orgId}/{propId}', ({ request, params, query, response }) => {
      dsarPropertyScope(ctx, request, params);
      const asked = [...new Set((query.get('languages') ?? 'en').split(',').map((l) => l.trim()))];
      const bad = asked.find((l) => !isLocale(l));
      if (bad !== undefined)
        throw validationFailed([{ in: 'query', field: 'languages', reason: DSAR_REASONS.notLanguage(bad) }]);
      const definition = defaultFormDefinition(asked as Locale[]) as Schemas['FormDefinition'];
      return response(200).json({ response: definition });
    }),
    http.post('/ccpa/form/{orgId}/{propId}', async ({ request, params, response }) => {
      const scope = dsarPropertyScope(ctx, request, { ...params, write: 'create web forms' });
      const body = await request.json();
      checkDefinition(body.definition);
      const now = nowIso(state);
      const form = dsar.forms.create((id) => ({
        id,
        company_id: scope.m.companyId,
        organization_id: scope.organization.id,
        property_id: scope.property.property_id,
        name: body.name,
        identifier: body.identifier,
        definition: body.definition,
        status: 'draft',
        active_version_id: null,
        last_version: 0,
        created_at: now,
        updated_at: now,
        published_at: null,
        deleted_at: null,
      }));
      syncDsarFormFlags(state, form.property_id);
      return response(201).json({ response: presentForm(state, form) });
    }),
    http.get('/ccpa/form/{orgId}/{propId}/{id}', ({ request, params, response }) => {
      const { property } = dsarPropertyScope(ctx, request, params);
      return response(200).json({ response: presentForm(state, formOf(property.property_id, params.id)) });
    }),
    http.put('/ccpa/form/{orgId}/{propId}/{id}', async ({ request, params, response }) => {
      const { property } = dsarPropertyScope(ctx, request, { ...params, write: 'change web forms' });
      const body = await request.json();
      checkDefinition(body.definition);
      const form = formOf(property.property_id, params.id);
      Object.assign(form, {
        name: body.name,
        identifier: body.identifier,
        definition: body.definition,
        status: form.status === 'draft' ? 'draft' : 'changed',
        updated_at: nowIso(state),
      });
      return response(200).json({ response: presentForm(state, form) });
    }),
    http.patch('/ccpa/form/{orgId}/{propId}/{id}', async ({ request, params, response }) => {
      const { m, property } = dsarPropertyScope(ctx, request, { ...params, write: 'publish web forms' });
      const text = await request.text();
      const body: Schemas['PublishInput'] = text ? JSON.parse(text) : {};
      const form = formOf(property.property_id, params.id);
      const now = nowIso(state);
      const version = dsar.versions.create((id) => ({
        id,
        form_id: form.id,
        version: form.last_version + 1,
        definition: structuredClone(form.definition),
        note: body.note ?? null,
        published_by: personName(m.user),
        published_at: now,
      }));
      Object.assign(form, {
        last_version: version.version,
        active_version_id: version.id,
        status: 'published',
        published_at: now,
        updated_at: now,
      });
      syncDsarFormFlags(state, form.property_id);
      return response(200).json({ response: presentVersion(version, form), message: DSAR_DONE.published });
    }),
    http.put('/dsar/form/{orgId}/{propId}/{id}', ({ request, params, response }) => {
      const { property } = dsarPropertyScope(ctx, request, { ...params, write: 'delete web forms' });
      const form = formOf(property.property_id, params.id);
      Object.assign(form, { deleted_at: nowIso(state), updated_at: nowIso(state) });
      syncDsarFormFlags(state, form.property_id);
      return response(204).empty();
    }),
    http.get('/dsar/form/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { property } = dsarPropertyScope(ctx, request, params);
      const page = dsar.forms.page(query, {
        filter: (f) => f.property_id === property.property_id && f.deleted_at === null,
        desc: true,
      });
      return response(200).json({
        ...page,
        response: page.response.map((f) => presentFormSummary(state, f)),
      });
    }),
    // Whether another form holds the identifier is the server's to say (ui-server page tests).
    http.get('/dsar/check-form-identifier', ({ request, query, response }) => {
      ctx.member(request);
      return response(200).json({ response: { identifier: query.get('identifier') ?? '', available: true } });
    }),
    http.get('/dsar/publish-history/{oid}/{pid}/{formID}', ({ request, params, query, response }) => {
      const { property } = dsarPropertyScope(ctx, request, { orgId: params.oid, propId: params.pid });
      const form = formOf(property.property_id, params.formID);
      const page = dsar.versions.page(query, {
        filter: (v) => v.form_id === form.id,
        key: (v) => [v.version],
        desc: true,
      });
      return response(200).json({ ...page, response: page.response.map((v) => presentVersion(v, form)) });
    }),
    http.post(
      '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}',
      ({ request, params, response }) => {
        const { property } = dsarPropertyScope(ctx, request, {
          orgId: params.oid,
          propId: params.pid,
          write: 'activate web form versions',
        });
        const form = formOf(property.property_id, params.form_id);
        const version = found(
          dsar.versions.find((v) => v.id === Number(params.ccpa_config_id) && v.form_id === form.id),
          'Published version',
        );
        const same = JSON.stringify(version.definition) === JSON.stringify(form.definition);
        Object.assign(form, {
          active_version_id: version.id,
          status: same ? 'published' : 'changed',
          updated_at: nowIso(state),
        });
        return response(200).json({ response: presentVersion(version, form), message: DSAR_DONE.activated });
      },
    ),
    http.delete('/dsar/active-publish-history/{oid}/{pid}/{id}', ({ request, params, response }) => {
      const { property } = dsarPropertyScope(ctx, request, {
        orgId: params.oid,
        propId: params.pid,
        write: 'delete web form versions',
      });
      const version = dsar.versions.get(Number(params.id));
      const form = version && dsar.forms.find((f) => f.id === version.form_id && f.deleted_at === null);
      if (!version || form?.property_id !== property.property_id) throw found(undefined, 'Published version');
      if (form.active_version_id === version.id)
        throw new MockApiError(409, 'conflict', DSAR_CONFLICTS.liveVersion);
      dsar.versions.remove(version.id);
      return response(204).empty();
    }),
    http.get('/dsar/request-count/{formId}', ({ request, params, response }) => {
      const { form } = formScope(ctx, request, Number(params.formId));
      const today = todayOf(state.now());
      const rows = dsar.requests.list((r) => r.form_id === form.id);
      return response(200).json({
        response: {
          form_id: form.id,
          total: rows.length,
          open: rows.filter(isOpen).length,
          overdue: rows.filter((r) => overdueOn(r, today)).length,
        },
      });
    }),
    http.get('/dsar/webform/get-system-map/{id}', ({ request, params, response }) => {
      const { form } = formScope(ctx, request, Number(params.id));
      const routes = REQUEST_TYPES.map((type) => {
        const workflow = routeWorkflow(state, form.organization_id, type);
        return {
          request_type: type,
          workflow_id: workflow?.id ?? null,
          workflow_name: workflow?.name ?? null,
        };
      });
      return response(200).json({ response: { form_id: form.id, routes, systems: [] } });
    }),
  ];
}
