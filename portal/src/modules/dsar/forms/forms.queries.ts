import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

export type Form = Schemas['Form'];
export type FormSummary = Schemas['FormSummary'];
export type FormVersion = Schemas['FormVersion'];
export type FormDefinition = Schemas['FormDefinition'];
export type FormInput = Schemas['FormInput'];
export type Pair = { oid: number; pid: number };

const FORMS = queryKey('get', '/dsar/form/{orgId}/{propId}');
const FORM = queryKey('get', '/ccpa/form/{orgId}/{propId}/{id}');
const HISTORY = queryKey('get', '/dsar/publish-history/{oid}/{pid}/{formID}');
const AVAILABLE = queryKey('get', '/available/form/{orgId}');

/** GET /dsar/form: the property's forms, newest first, with their request counts (every page). */
export function useForms(pair: Pair | null) {
  return useQuery({
    queryKey: [...FORMS, pair],
    enabled: pair !== null,
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          allPages((after) =>
            api.GET('/dsar/form/{orgId}/{propId}', {
              params: { path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 }, query: pageQuery(after) },
              signal,
            }),
          ),
        )
      ).response,
  });
}

/** GET /available/form: how many more forms the organization's plan allows (-1 unlimited). */
export function useAvailableForms(oid: number | null) {
  return $api.useQuery(
    'get',
    '/available/form/{orgId}',
    { params: { path: { orgId: oid ?? 0 } } },
    { enabled: oid !== null, select: (body) => body.response },
  );
}

/**
 * GET /ccpa/form (getDsarFormTemplate) in the ten languages: the spec's default form a new one starts
 * from, and the default texts a language added, a default field put back or a request type offered
 * again takes its words from.
 */
export function useFormTemplate(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/ccpa/form/{orgId}/{propId}',
    {
      params: {
        path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 },
        query: { languages: LOCALES.join(',') },
      },
    },
    { enabled: pair !== null, select: (body) => body.response, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** GET /ccpa/form/{id}: one form with its draft definition. */
export function useForm(pair: Pair | null, id: number | null) {
  return $api.useQuery(
    'get',
    '/ccpa/form/{orgId}/{propId}/{id}',
    { params: { path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0, id: id ?? 0 } } },
    { enabled: pair !== null && id !== null, select: (body) => body.response },
  );
}

/** GET /dsar/publish-history: a form's published versions, newest first (every page). */
export function useFormHistory(pair: Pair | null, formId: number | null) {
  return useQuery({
    queryKey: [...HISTORY, pair, formId],
    enabled: pair !== null && formId !== null,
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          allPages((after) =>
            api.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
              params: {
                path: { oid: pair?.oid ?? 0, pid: pair?.pid ?? 0, formID: formId ?? 0 },
                query: pageQuery(after),
              },
              signal,
            }),
          ),
        )
      ).response,
  });
}

/** GET /dsar/check-form-identifier: whether an identifier is free (the form's own counts as free). */
export async function checkFormIdentifier(
  identifier: string,
  formId: number | null,
  signal?: AbortSignal,
): Promise<Schemas['IdentifierCheck']> {
  const body = await dataOrThrow(
    api.GET('/dsar/check-form-identifier', {
      params: { query: formId === null ? { identifier } : { identifier, form_id: formId } },
      ...(signal ? { signal } : {}),
    }),
  );
  return body.response;
}

/** The identifier check for what has been typed (after a pause), cached per identifier. */
export function useIdentifierCheck(identifier: string | null, formId: number | null) {
  return useQuery({
    queryKey: ['get', '/dsar/check-form-identifier', identifier, formId],
    enabled: identifier !== null,
    staleTime: 10_000,
    queryFn: ({ signal }) => checkFormIdentifier(identifier ?? '', formId, signal),
  });
}

/** After a create, save, publish, activation or delete: what shows the forms and their versions. */
export function useFormsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: FORMS }),
      client.invalidateQueries({ queryKey: FORM }),
      client.invalidateQueries({ queryKey: HISTORY }),
      client.invalidateQueries({ queryKey: AVAILABLE }),
    ]);
}

/** POST /ccpa/form: a new draft form (counted against the plan's forms). */
export function useCreateForm() {
  return $api.useMutation('post', '/ccpa/form/{orgId}/{propId}');
}

/** PUT /ccpa/form/{id}: saves the draft; the answer replaces the cached form. */
export function useSaveForm() {
  const client = useQueryClient();
  return $api.useMutation('put', '/ccpa/form/{orgId}/{propId}/{id}', {
    onSuccess: (body, variables) =>
      client.setQueryData(
        ['get', '/ccpa/form/{orgId}/{propId}/{id}', { params: { path: variables.params.path } }],
        body,
      ),
  });
}

/** PATCH /ccpa/form/{id} (publishDsarForm): the saved draft becomes a new live version. */
export function usePublishForm() {
  return $api.useMutation('patch', '/ccpa/form/{orgId}/{propId}/{id}');
}

/** PUT /dsar/form/{id} (the spec's delete). */
export function useDeleteForm() {
  return $api.useMutation('put', '/dsar/form/{orgId}/{propId}/{id}');
}

/** POST /dsar/active-publish-history: an earlier version goes live again. */
export function useActivateVersion() {
  return $api.useMutation('post', '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}');
}

/** DELETE /dsar/active-publish-history/{id}: a version that is not live leaves the history. */
export function useDeleteVersion() {
  return $api.useMutation('delete', '/dsar/active-publish-history/{oid}/{pid}/{id}');
}
