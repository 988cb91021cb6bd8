/**
 * The recorded answers of the real API (mocks/fixtures/*.json, written by `npm run fixtures` from the
 * server's own demo seed): the one source of the mocks' demo data. Typed by the contract when read.
 */
import type { paths } from '@privacy-portal/sdk';
import account from '../fixtures/account.json' with { type: 'json' };
import billing from '../fixtures/billing.json' with { type: 'json' };
import cookieConsent from '../fixtures/cookieConsent.json' with { type: 'json' };
import dsar from '../fixtures/dsar.json' with { type: 'json' };
import { periodDays, type RecordedGets, type RecordedWrites } from './replay/answers.ts';

/** url → account (or `anonymous`) → the 200 body. */
export type RecordedAnswers = Record<string, Record<string, unknown>>;

export const FIXTURES: Readonly<Record<string, RecordedAnswers>> = { account, billing, cookieConsent, dsar };

/** The recorder's clock (scripts/record-fixtures.requests.ts): the fixtures' "now". */
export const FIXTURES_NOW = '2026-11-21T09:30:00.000Z';

type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
/** The body of an operation's 200 answer, as the contract types it. */
export type OkBody<P extends GetPath> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer B } } } };
}
  ? B
  : never;

const ALL: RecordedAnswers = Object.assign({}, ...Object.values(FIXTURES));

/** The recorded reads (keys `/path?query`) and writes (keys `METHOD /template`) apart. */
export const RECORDED_GETS: RecordedGets = Object.fromEntries(
  Object.entries(ALL).filter(([key]) => key.startsWith('/')),
);
export const RECORDED_WRITES = Object.fromEntries(
  Object.entries(ALL).filter(([key]) => !key.startsWith('/')),
) as RecordedWrites;

/** `/dsar/requests/{orgId}` as a pattern of its urls. */
export const templatePattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/\{\w+\}/g, '[^/?]+')}(\\?.*)?$`);

/**
 * The recorded answer of `GET url` (path and query under /api/v1, as recorded) for the demo account
 * `as`; a copy, so that handlers may change it. Throws when it was not recorded: add it to the
 * recorder's list (scripts/record-fixtures.requests.ts) and run `npm run fixtures`.
 */
export function recorded<P extends GetPath>(op: P, url: string, as = 'owner@demo.test'): OkBody<P> {
  if (!templatePattern(op).test(url)) throw new Error(`${url} is not a url of ${op}`);
  const answer = ALL[url]?.[as];
  if (answer === undefined) throw new Error(`GET ${url} as ${as} was not recorded (npm run fixtures)`);
  return structuredClone(answer) as OkBody<P>;
}

/**
 * The recorded answer of a dashboard read (`path?from=&to=`) over a period as long as `range`: the
 * recorder asked for the last 7, 30 and 90 days and one custom period of 21 days; another length
 * gets the 30 days. The days are the recording's, whatever today is.
 */
export function recordedPeriod<P extends GetPath>(
  op: P,
  path: string,
  range: { from: string; to: string },
  as = 'owner@demo.test',
): OkBody<P> {
  const urls = Object.keys(ALL).filter((url) => url.startsWith(`${path}?`) && ALL[url]?.[as] !== undefined);
  const span = (url: string) => periodDays(new URLSearchParams(url.split('?')[1]));
  const wanted = periodDays(new URLSearchParams(range));
  const url = urls.find((u) => span(u) === wanted) ?? urls.find((u) => span(u) === 30) ?? `${path}?`;
  return recorded(op, url, as);
}
