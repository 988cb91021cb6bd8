/**
 * Identity verification by e-mail: the requester gets a single-use link; only its hash is stored, and
 * a new link (a reminder, a resend) replaces the old one. Confirming moves the request to `new` and
 * sends the acknowledgement the law asks for (CCPA: within 10 business days).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DSAR_CONFLICTS,
  requestReference,
  TIMELINE,
  VISITOR_MESSAGES,
  verifyLink,
} from '@privacy-portal/sdk/dsar';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { recordEvent } from '../requests/request-events.ts';
import { normaliseRequest, type RequestRow } from '../requests/requests.service.ts';
import { sendRequesterMail } from '../templates/requester-mail.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a new link, keeps its hash, and mails it (after the commit). */
export async function issueVerification(deps: Deps, requestId: number, reminder: boolean): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const row = await deps.db.transaction(async (trx) => {
    const found = await trx('dsar_requests').where({ id: requestId }).forUpdate().first();
    if (!found) throw notFound('Request');
    const request = normaliseRequest(found);
    if (request.status !== 'unverified') throw new ApiError(409, 'conflict', DSAR_CONFLICTS.notUnverified);
    await trx('dsar_requests')
      .where({ id: requestId })
      .update({
        verify_token_hash: hashToken(token),
        verify_sent_at: trx.fn.now(),
        ...(reminder ? { verify_reminded_at: trx.fn.now() } : {}),
        updated_at: trx.fn.now(),
      });
    await recordEvent(
      trx,
      requestId,
      reminder ? 'verification_reminder' : 'verification_sent',
      reminder ? TIMELINE.verificationReminder : TIMELINE.verificationSent(request.email),
    );
    return request;
  });
  await sendRequesterMail(deps, row, 'verify_identity', {
    verify_link: verifyLink(deps.config.appUrl, token),
  });
}

/** Confirms with the link's token, once; then the acknowledgement goes out. */
export async function confirmVerification(deps: Deps, token: string) {
  const now = new Date();
  const request = await deps.db.transaction(async (trx) => {
    const found = await trx('dsar_requests')
      .where({ verify_token_hash: hashToken(token) })
      .forUpdate()
      .first();
    const row = found ? normaliseRequest(found) : undefined;
    if (row?.status !== 'unverified') {
      throw new ApiError(400, 'link_invalid', VISITOR_MESSAGES.en.linkExpired);
    }
    const [updated] = await trx('dsar_requests')
      .where({ id: row.id })
      .update({
        status: 'new',
        verified_at: now,
        verify_token_hash: null,
        acknowledged_at: now,
        updated_at: now,
      })
      .returning('*');
    await recordEvent(trx, row.id, 'verified', TIMELINE.verified(row.email), { at: now });
    await recordEvent(trx, row.id, 'acknowledged', TIMELINE.acknowledged, { at: now });
    return normaliseRequest(updated) as RequestRow;
  });
  await sendRequesterMail(deps, request, 'acknowledgement', {});
  return {
    reference: requestReference(request.id),
    status: request.status,
    message: VISITOR_MESSAGES[request.language]?.verified ?? VISITOR_MESSAGES.en.verified,
  };
}
