/**
 * The visitor-facing consent calls: a choice recorded in the property's ledger, a consent id's
 * receipt, the installation beacon. The property must show a banner (published, licensed) or the
 * answer is 404 as for an unknown id; submissions come only from the property's own site.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type ApiError, fieldError, notFound } from '../../../http/errors.ts';
import type { ConsentReceived, ConsentSubmissionJob } from './consent-batcher.ts';
import { requireOrigin } from './consent-origin.ts';
import { type ConsentRecordRow, toConsentRecord } from './consent-record.ts';
import { consentIdRecords } from './consents.queries.ts';
import type { ConsentRuntime } from './consents.runtime.ts';
import type { PublicBannerState } from './public-banner.queries.ts';
import { deviceOf, USER_AGENT_MAX } from './visitor-device.ts';

/** What a public call knows of its request. */
export interface PublicRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

const RECEIPT_MAX = 100;

const headerOf = (req: PublicRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export async function publicState(rt: ConsentRuntime, propertyId: number): Promise<PublicBannerState> {
  const state = await rt.banners.state(propertyId);
  if (!state) throw notFound('Property');
  return state;
}

/** The request's allowed origin for CORS, or 403; appUrl is the configured APP_URL. */
export function checkOrigin(state: PublicBannerState, req: PublicRequest, appUrl: string): string {
  return requireOrigin(
    { origin: headerOf(req, 'origin'), referer: headerOf(req, 'referer') },
    state.url,
    appUrl,
  );
}

/** Why a conforming submission is refused for this banner (a 400 naming the field), or null. */
export function submissionRefusal(
  state: PublicBannerState,
  body: Schemas['ConsentSubmission'],
): ApiError | null {
  if (body.banner_version > state.version) {
    return fieldError('banner_version', `is not a published version (the newest is ${state.version})`);
  }
  const granted = new Set(body.granted);
  const both = body.denied.find((c) => granted.has(c));
  return both ? fieldError('denied', `lists ${both}, which granted lists too`) : null;
}

/** The batcher's job for a submission that passed every check: the row as the ledger keeps it. */
export async function consentJob(
  rt: ConsentRuntime,
  state: PublicBannerState,
  req: PublicRequest,
  body: Schemas['ConsentSubmission'],
): Promise<ConsentSubmissionJob> {
  const now = new Date();
  const place = rt.geo.locate(req.headers, req.ip);
  const userAgent = (headerOf(req, 'user-agent') ?? '').slice(0, USER_AGENT_MAX);
  return {
    companyId: state.companyId,
    tier: state.tier,
    row: {
      property_id: state.propertyId,
      consent_id: body.consent_id,
      banner_version: body.banner_version,
      choice: body.choice,
      granted: body.granted,
      denied: body.denied,
      // A GPC signal in the page or on the request: either is the visitor's.
      gpc: body.gpc || headerOf(req, 'sec-gpc') === '1',
      tc_string: body.tc_string ?? null,
      consent_mode: body.consent_mode ?? null,
      region: place.region,
      country: place.country,
      device: deviceOf(userAgent),
      language: body.language ?? null,
      page_url: body.page_url,
      user_agent: userAgent,
      ip_hash: await rt.addresses.hash(req.ip, now.toISOString().slice(0, 10)),
    },
  };
}

/** The Koa path's submission (the fast path runs the same steps): limit, checks, then the ledger. */
export async function recordConsent(
  rt: ConsentRuntime,
  state: PublicBannerState,
  req: PublicRequest,
  body: Schemas['ConsentSubmission'],
): Promise<ConsentReceived> {
  await rt.submissions.consume(req.ip, state.propertyId);
  const refusal = submissionRefusal(state, body);
  if (refusal) throw refusal;
  return rt.batcher.submit(await consentJob(rt, state, req, body));
}

export async function consentReceipt(
  db: Db,
  rt: ConsentRuntime,
  req: PublicRequest,
  propertyId: number,
  consentId: string,
): Promise<Schemas['ConsentReceipt']> {
  const state = await publicState(rt, propertyId);
  await rt.receipts.consume(req.ip, state.propertyId);
  const rows: ConsentRecordRow[] = await consentIdRecords(db, propertyId, consentId, RECEIPT_MAX);
  if (!rows.length) throw notFound('Consent');
  return {
    property_id: propertyId,
    consent_id: consentId,
    records: rows.map((row) => ({
      record: toConsentRecord(row),
      link: { seq: Number(row.seq), prev_hash: row.prev_hash, hash: row.hash },
    })),
  };
}
