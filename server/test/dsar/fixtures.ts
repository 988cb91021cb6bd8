/**
 * DSAR rows for the suites: the demo's (Demo Retail's seeded form, version, workflow and requests, and
 * one attachment made here) and another company's own, made through the API as a customer would, with
 * what the generated tenancy suite's control reads need (a published form, a request with a file, a
 * finished export under the suite's sample job id).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultFormDefinition } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../src/db/database.ts';
import { insertKnownCaptcha } from '../../src/modules/dsar/public/captcha.ts';
import { dsarExportPath } from '../../src/modules/dsar/requests/export.service.ts';
import { localFileStorage } from '../../src/modules/files/files.storage.ts';
import { type CompanyAccount, SAMPLE_UUID } from '../support/contract-cases.ts';
import type { TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';

/** The x-tenant kinds of DSAR rows (a form of a property; the others of an organization). */
export const DSAR_KINDS = [
  'dsarForm',
  'dsarFormVersion',
  'dsarRequest',
  'workflow',
  'dsarAttachment',
] as const;
export type DsarKind = (typeof DSAR_KINDS)[number];
export type DsarRows = Record<DsarKind, number>;

/** Every DSAR table, for the suites that check nothing was written. */
export const DSAR_TABLES = [
  'dsar_forms',
  'dsar_form_versions',
  'dsar_workflows',
  'dsar_templates',
  'dsar_settings',
  'dsar_requests',
  'dsar_request_tasks',
  'dsar_attachments',
  'dsar_request_events',
  'dsar_daily',
  'dsar_closed_daily',
  'dsar_exports',
] as const;

/** A small PDF: what a requester attaches (file-type knows it by its %PDF- header). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Stores a file on a request as the public form does (row and bytes under DATA_DIR). */
export async function attachFile(
  db: Db,
  dataDir: string,
  request: { id: number; organization_id: number },
  name = 'passport.pdf',
  bytes: Buffer = PDF_BYTES,
): Promise<number> {
  const [row] = await db('dsar_attachments')
    .insert({
      request_id: request.id,
      name,
      mime: 'application/pdf',
      size: bytes.length,
      sha256: 'f'.repeat(64),
      storage_key: 'pending',
      source: 'requester',
    })
    .returning('id');
  const key = `dsar/${request.organization_id}/${request.id}/${row.id}`;
  await db('dsar_attachments').where({ id: row.id }).update({ storage_key: key });
  await localFileStorage(dataDir).put(key, bytes);
  return row.id as number;
}

/** Demo Retail's rows: its seeded form, version and workflow, its first request and a file on it. */
export async function demoDsarRows(db: Db, dataDir: string, retailId: number): Promise<DsarRows> {
  const form = await db('dsar_forms').where({ organization_id: retailId }).orderBy('id').first('id');
  const version = await db('dsar_form_versions').where({ form_id: form.id }).orderBy('id').first('id');
  const workflow = await db('dsar_workflows').where({ organization_id: retailId }).orderBy('id').first('id');
  const request = await db('dsar_requests')
    .where({ organization_id: retailId })
    .orderBy('id')
    .first('id', 'organization_id');
  const existing = await db('dsar_attachments').where({ request_id: request.id }).first('id');
  return {
    dsarForm: form.id,
    dsarFormVersion: version.id,
    workflow: workflow.id,
    dsarRequest: request.id,
    dsarAttachment: (existing?.id as number | undefined) ?? (await attachFile(db, dataDir, request)),
  };
}

/**
 * A company's own DSAR rows: a DSAR Professional licence on its organization, a published form
 * (which brings the standard workflow), a request entered by hand with a file, and a finished export
 * (with its file) under SAMPLE_UUID.
 */
export async function ownDsarRows(server: TestServer, account: CompanyAccount): Promise<DsarRows> {
  const { db, config } = server.running.deps;
  await grant(db, {
    companyId: account.companyId,
    plan: 'price_dsar_professional_monthly',
    assign: [{ product: 'dsar', organizationId: account.orgId }],
  });
  const api = server.client(account.token);
  const fail = (what: string, error: unknown) =>
    new Error(`${what} of ${account.email}: ${JSON.stringify(error)}`);
  const path_ = { orgId: account.orgId, propId: account.propertyId };
  const form = await api.POST('/ccpa/form/{orgId}/{propId}', {
    params: { path: path_ },
    body: {
      name: 'Own requests',
      identifier: `own-${account.companyId}-requests`,
      definition: defaultFormDefinition(['en']) as never,
    },
  });
  if (!form.data) throw fail('form', form.error);
  const formId = form.data.response.id;
  const version = await api.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
    params: { path: { ...path_, id: formId } },
    body: { note: 'First' },
  });
  if (!version.data) throw fail('publish', version.error);
  const workflows = await api.GET('/workflow/{orgId}', { params: { path: { orgId: account.orgId } } });
  const workflow = workflows.data?.response[0];
  if (!workflow) throw fail('workflow', workflows.error);
  const request = await api.POST('/dsar/requests/{orgId}', {
    params: { path: { orgId: account.orgId } },
    body: {
      property_id: account.propertyId,
      request_type: 'access',
      subject_type: 'customer',
      first_name: 'Own',
      last_name: 'Requester',
      email: 'own.requester@example.test',
      country: 'DE',
      details: 'A copy of my data, please.',
    },
  });
  if (!request.data) throw fail('request', request.error);
  const requestId = request.data.response.request.id;
  const attachment = await attachFile(db, config.dataDir, { id: requestId, organization_id: account.orgId });
  await db('dsar_exports').insert({
    id: SAMPLE_UUID,
    organization_id: account.orgId,
    requested_by: account.userId,
    filters: JSON.stringify({}),
    status: 'succeeded',
    done: 1,
    total: 1,
    file_name: 'dsar-requests.csv',
    finished_at: new Date(),
  });
  const file = dsarExportPath(config.dataDir, SAMPLE_UUID);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'reference\nDSAR-000001\n');
  return {
    dsarForm: formId,
    dsarFormVersion: version.data.response.id,
    workflow: workflow.id,
    dsarRequest: requestId,
    dsarAttachment: attachment,
  };
}

// ---- the suites' own helpers ---------------------------------------------------------------------

type Api = ReturnType<TestServer['client']>;

/** A form's body for create and save: the default form in the languages given. */
export const formBody = (
  identifier: string,
  languages: Array<'en' | 'de' | 'fr' | 'ar'> = ['en'],
  name = 'Requests',
) => ({
  name,
  identifier,
  definition: defaultFormDefinition(languages) as never,
});

/** Creates and publishes a form; its id and the live version's. */
export async function publishedForm(
  api: Api,
  orgId: number,
  propId: number,
  identifier: string,
  languages: Array<'en' | 'de' | 'fr' | 'ar'> = ['en'],
): Promise<{ formId: number; versionId: number }> {
  const created = await api.POST('/ccpa/form/{orgId}/{propId}', {
    params: { path: { orgId, propId } },
    body: formBody(identifier, languages),
  });
  if (!created.data) throw new Error(`form ${identifier}: ${JSON.stringify(created.error)}`);
  const published = await api.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
    params: { path: { orgId, propId, id: created.data.response.id } },
    body: {},
  });
  if (!published.data) throw new Error(`publish ${identifier}: ${JSON.stringify(published.error)}`);
  return { formId: created.data.response.id, versionId: published.data.response.id };
}

/** A captcha whose answer the test knows (the image's text is never sent). */
export async function knownCaptcha(db: Db, solution = 'h7kx2'): Promise<{ id: string; solution: string }> {
  const id = randomUUID();
  await insertKnownCaptcha(db, id, solution);
  return { id, solution };
}

/** Answers to the default form's fields (a Berlin customer asking for access). */
export const visitorValues = (overrides: Record<string, string | boolean | string[]> = {}) => ({
  subjecttype: 'customer',
  requesttype: 'access',
  first_name: 'Rita',
  last_name: 'Requester',
  email: 'rita.requester@example.test',
  country: 'DE',
  state: 'BE',
  city: 'Berlin',
  requestdetails: 'Please send me a copy of my data.',
  ...overrides,
});

/** A request entered by hand (verified unless told otherwise). */
export const handRequest = (propertyId: number, overrides: Record<string, unknown> = {}) =>
  ({
    property_id: propertyId,
    request_type: 'access',
    subject_type: 'customer',
    first_name: 'Hanna',
    last_name: 'Hand',
    email: 'hanna.hand@example.test',
    country: 'DE',
    details: 'Sent by post.',
    ...overrides,
  }) as never;

/** The token of the newest confirmation link mailed to an address. */
export async function verifyToken(server: TestServer, email: string): Promise<string> {
  const link = await server.lastLink(email);
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in the link to ${email}: ${link}`);
  return token;
}
