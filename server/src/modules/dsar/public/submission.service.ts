/**
 * A visitor's request from the hosted form. Everything is checked before anything is written: the
 * fields against the live version of the form (in the visitor's language), the captcha, the files by
 * their bytes. Then one transaction stores the request, its files and its first timeline entry; the
 * confirmation link goes out after the commit. Over the plan's limit the request is still kept.
 */

import type { components } from '@privacy-portal/sdk';
import {
  type DsarFormDefinition,
  type DsarSubmissionValues,
  fileProblemReason,
  requestReference,
  submissionMessage,
  submissionProblems,
  submittedRequest,
  TIMELINE,
  VISITOR_MESSAGES,
} from '@privacy-portal/sdk/dsar';
import type { Locale } from '@privacy-portal/sdk/i18n';
import type { Deps } from '../../../deps.ts';
import { ApiError, type FieldError, notFound } from '../../../http/errors.ts';
import { organizationScope } from '../../billing/limits/limits.service.ts';
import type { FileStorage } from '../../files/files.storage.ts';
import { notify } from '../../notifications/notifications.queries.ts';
import { publishedForm } from '../forms/forms.queries.ts';
import { recordEvent } from '../requests/request-events.ts';
import { insertRequest, type RequestRow } from '../requests/requests.service.ts';
import { type CheckedFile, checkFile } from './attachments.ts';
import { captchaMatches, spendCaptcha } from './captcha.ts';
import { isCountry, statesOf } from './countries.ts';
import { issueVerification } from './verification.ts';

type Schemas = components['schemas'];

function problem(field: string, reason: string): FieldError {
  return { in: 'body', field, reason };
}

export async function submitPublicRequest(
  deps: Deps,
  storage: FileStorage,
  identifier: string,
  input: Schemas['SubmissionInput'],
): Promise<Schemas['Submission']> {
  const published = await publishedForm(deps.db, identifier);
  if (!published) throw notFound('Form');
  const { form, version } = published;
  const def = version.definition as unknown as DsarFormDefinition;
  const locale: Locale = def.languages.includes(input.language) ? input.language : (def.languages[0] ?? 'en');
  const messages = VISITOR_MESSAGES[locale];
  const values = input.values as DsarSubmissionValues;
  const attachments = input.attachments ?? [];

  // The answers are under values; the files (a form without a file field) are not.
  const problems: FieldError[] = submissionProblems(def, values, locale, {
    fileCount: attachments.length,
    countries: isCountry,
    statesOf: (c) => statesOf(c).map((s) => s.code),
  }).map((p) => problem(p.field === 'attachments' ? p.field : `values.${p.field}`, p.reason));

  const files: CheckedFile[] = [];
  for (const [i, a] of attachments.entries()) {
    const checked = await checkFile(a.name, a.data);
    if ('problem' in checked) {
      problems.push(problem(`attachments[${i}]`, fileProblemReason(messages, checked.problem)));
    } else files.push(checked.file);
  }

  const wantsCaptcha = def.fields.some((f) => f.type === 'captcha');
  if (wantsCaptcha) {
    const c = input.captcha;
    // With other problems the captcha is only looked at, so the visitor keeps it while fixing them.
    const right = c
      ? problems.length
        ? await captchaMatches(deps.db, c.id, c.solution)
        : await spendCaptcha(deps.db, c.id, c.solution)
      : false;
    if (!right) problems.push(problem('captcha', c ? messages.captchaWrong : messages.required));
  }
  if (problems.length) {
    throw new ApiError(400, 'validation_failed', submissionMessage(def, locale, problems), problems);
  }

  const submitted = submittedRequest(def, locale, values, (c) => statesOf(c).map((s) => s.code));
  const now = new Date();
  const keys: string[] = [];
  let request: RequestRow;
  try {
    request = await deps.db.transaction(async (trx) => {
      const created = await insertRequest(
        trx,
        {
          company_id: form.company_id,
          organization_id: form.organization_id,
          property_id: form.property_id,
          form_id: form.id,
          form_version: version.version,
          ...submitted,
          language: locale,
          received_at: now,
          verified: false,
        },
        organizationScope(form.company_id, form.organization_id),
        'flag',
        null,
      );
      for (const file of files) {
        const [row] = await trx('dsar_attachments')
          .insert({
            request_id: created.id,
            name: file.name,
            mime: file.mime,
            size: file.bytes.length,
            sha256: file.sha256,
            storage_key: 'pending',
            source: 'requester',
          })
          .returning('id');
        const key = `dsar/${created.organization_id}/${created.id}/${row.id}`;
        await trx('dsar_attachments').where({ id: row.id }).update({ storage_key: key });
        await storage.put(key, file.bytes);
        keys.push(key);
      }
      if (files.length) {
        await recordEvent(trx, created.id, 'attachment', TIMELINE.attachments(files.length), {
          data: { files: files.map((f) => ({ name: f.name, size: f.bytes.length })) },
        });
      }
      return created;
    });
  } catch (err) {
    // Nothing half-stored: the files written before a failed commit go too.
    await Promise.all(keys.map((k) => storage.remove(k)));
    throw err;
  }
  await issueVerification(deps, request.id, false);
  if (request.over_limit) await noticeOverLimit(deps, request);
  return { reference: requestReference(request.id), status: request.status, message: messages.checkEmail };
}

/** Once a month per property: the company hears that requests arrive beyond its plan. */
async function noticeOverLimit(deps: Deps, request: RequestRow): Promise<void> {
  const month = new Date().toISOString().slice(0, 7);
  const inserted = await deps
    .db('usage_notices')
    .insert({ property_id: request.property_id, kind: 'dsar_requests', month })
    .onConflict(['property_id', 'kind', 'month'])
    .ignore()
    .returning('property_id');
  if (!inserted.length) return;
  const admins = await deps
    .db('users')
    .where({ company_id: request.company_id, status: 'active' })
    .whereIn('role', ['Company Owner', 'Company Administrator'])
    .pluck('id');
  await notify(
    deps.db,
    admins,
    'Your organization received a data subject request beyond its plan’s monthly request limit. The request is kept and must be answered: upgrade the DSAR plan to keep within it.',
  );
}
