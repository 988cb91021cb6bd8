import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

const TEMPLATES = queryKey('get', '/dsar/templates/{orgId}');
const SETTINGS = queryKey('get', '/dsar/settings/{orgId}');
const PREVIEW = queryKey('post', '/dsar/templates/{orgId}/preview');

/** GET /dsar/templates: the six events' e-mails in the ten languages, the organization's own or the default. */
export function useEmailTemplates(oid: number | null) {
  return $api.useQuery(
    'get',
    '/dsar/templates/{orgId}',
    { params: { path: { orgId: oid ?? 0 } } },
    { enabled: oid !== null, select: (body) => body.response },
  );
}

/**
 * POST /dsar/templates/preview: the e-mail with sample values, for the text given (null: none asked,
 * while the text has a problem). The last preview stays while the next is made.
 */
export function useTemplatePreview(oid: number | null, input: Schemas['TemplatePreviewInput'] | null) {
  return useQuery({
    queryKey: [...PREVIEW, oid, input],
    enabled: oid !== null && input !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          api.POST('/dsar/templates/{orgId}/preview', {
            params: { path: { orgId: oid ?? 0 } },
            body: input as Schemas['TemplatePreviewInput'],
            signal,
          }),
        )
      ).response,
  });
}

/** GET /dsar/settings: reminders, auto-close and due-soon days of the organization. */
export function useDsarSettings(oid: number | null) {
  return $api.useQuery(
    'get',
    '/dsar/settings/{orgId}',
    { params: { path: { orgId: oid ?? 0 } } },
    { enabled: oid !== null, select: (body) => body.response },
  );
}

/** Saving or resetting a template reloads the list (its texts and which are your own) before it resolves. */
export function useTemplateMutations() {
  const client = useQueryClient();
  const templates = () => client.invalidateQueries({ queryKey: TEMPLATES });
  return {
    save: $api.useMutation('put', '/dsar/templates/{orgId}/{event}/{language}', { onSuccess: templates }),
    reset: $api.useMutation('delete', '/dsar/templates/{orgId}/{event}/{language}', { onSuccess: templates }),
    saveSettings: $api.useMutation('put', '/dsar/settings/{orgId}', {
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: SETTINGS }),
          // The due-soon days change what the inbox and the dashboard count.
          client.invalidateQueries({ queryKey: queryKey('get', '/ccpa/request/chart/{orgId}/{propId}') }),
          client.invalidateQueries({ queryKey: queryKey('get', '/dsar/requests/{orgId}') }),
        ]),
    }),
  };
}
