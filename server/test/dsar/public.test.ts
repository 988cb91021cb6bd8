/**
 * The public request form through the API, as a visitor uses it: the live form in the visitor's
 * language, the countries and states, the captcha, a submission with a file, and the single-use
 * confirmation link. Bad input (a wrong captcha, an oversize or disguised file, answers that do not
 * fit the form, an unknown form) gets a clear 4xx in the visitor's language and nothing is stored;
 * a company over its plan still gets the request, flagged, and is told to upgrade.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  ALLOWED_FILE_TYPES,
  DEFAULT_FORM_TEXTS,
  formatMessage,
  VISITOR_MESSAGES,
} from '@privacy-portal/sdk/dsar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScope, usage } from '../../src/modules/billing/limits/limits.service.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import {
  DSAR_TABLES,
  formBody,
  knownCaptcha,
  PDF_BYTES,
  publishedForm,
  verifyToken,
  visitorValues,
} from './fixtures.ts';

let server: TestServer;
let demo: Awaited<ReturnType<typeof demoIds>>;
let basic: CompanyAccount;
let ip = 0;

const db = () => server.running.deps.db;
const FORM = 'demo-retail-privacy';

beforeAll(async () => {
  // Each submission from an address of its own: the per-address limit is tested on its own below.
  server = await startTestServer({ demoConsents: 0, trustProxy: true });
  demo = await demoIds(db());
  basic = await createCompany(server, 'Public Basic');
  await grant(db(), {
    companyId: basic.companyId,
    plan: 'price_dsar_basic_monthly',
    assign: [{ product: 'dsar', organizationId: basic.orgId }],
  });
  // Basic's form in German and Arabic.
  await publishedForm(server.client(basic.token), basic.orgId, basic.propertyId, 'basic-requests', [
    'de',
    'ar',
  ]);
});
afterAll(() => server?.close());

const visitor = () => server.client();
const owner = async () => ({ team: (await server.login('owner@demo.test')).api });
const nextIp = () => {
  ip += 1;
  return `203.0.113.${ip}`;
};

interface Submission {
  language?: 'en' | 'de' | 'ar';
  values?: Record<string, string | boolean | string[]>;
  captcha?: { id: string; solution: string } | undefined;
  attachments?: Array<{ name: string; data: string }>;
}

async function submit(identifier: string, s: Submission = {}, from = nextIp()) {
  const body = {
    language: s.language ?? 'en',
    values: s.values ?? visitorValues(),
    ...('captcha' in s ? (s.captcha ? { captcha: s.captcha } : {}) : { captcha: await knownCaptcha(db()) }),
    ...(s.attachments ? { attachments: s.attachments } : {}),
  };
  return visitor().POST('/public/dsar/forms/{identifier}/requests', {
    params: { path: { identifier } },
    body: body as never,
    headers: { 'x-forwarded-for': from },
  });
}

const storedFiles = () => {
  const root = path.join(server.running.deps.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true }).length;
  } catch {
    return 0;
  }
};
const snapshot = async (): Promise<Record<string, number>> => ({
  ...Object.fromEntries(
    await Promise.all(
      DSAR_TABLES.map(async (t) => [t, Number((await db()(t).count({ n: '*' }).first())?.n)] as const),
    ),
  ),
  files: storedFiles(),
  outbox: Number((await db()('outbox').count({ n: '*' }).first())?.n),
});

describe('the hosted form', () => {
  it("answers in the visitor's language: asked for, then Accept-Language, then the form's first", async () => {
    const get = (query: { lang?: string }, accept?: string) =>
      visitor().GET('/public/dsar/forms/{identifier}', {
        params: { path: { identifier: FORM }, query },
        ...(accept ? { headers: { 'accept-language': accept } } : {}),
      });
    const de = await get({ lang: 'de' });
    expect(de.data?.response).toMatchObject({ identifier: FORM, version: 1, language: 'de', dir: 'ltr' });
    expect(de.data?.response.texts.labels.first_name).toBe(DEFAULT_FORM_TEXTS.de.labels.first_name);
    expect(de.data?.response.messages.required).toBe(VISITOR_MESSAGES.de.required);
    expect(de.data?.response.languages.map((l) => l.locale)).toEqual(['en', 'de']);
    expect((await get({}, 'de-AT,de;q=0.9,en;q=0.5')).data?.response.language).toBe('de');
    expect((await get({}, 'ja')).data?.response.language).toBe('en');
    expect((await get({ lang: 'fr' })).data?.response.language).toBe('en');
    const res = await get({});
    expect(res.data?.response).toMatchObject({
      captcha: true,
      max_files: 3,
      max_file_bytes: 5 * 1024 * 1024,
      file_types: ALLOWED_FILE_TYPES.map((t) => t.ext),
    });
    expect(res.data?.response.fields.map((f) => f.id)).toContain('captchacontrol');
    // Arabic reads right to left.
    const ar = await visitor().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'basic-requests' }, query: { lang: 'ar' } },
    });
    expect(ar.data?.response).toMatchObject({ language: 'ar', dir: 'rtl' });
  });

  it('answers 404 for an unknown form', async () => {
    const res = await visitor().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'no-such-form' } },
    });
    expect(res.response.status).toBe(404);
    expect(res.error?.error.code).toBe('not_found');
  });

  it('lists countries, and the states of one', async () => {
    const all = await visitor().GET('/public/countryandstate/list');
    expect(all.data?.response.countries.length).toBeGreaterThan(200);
    expect(all.data?.response.countries).toContainEqual({ code: 'DE', name: 'Germany', has_states: true });
    expect(all.data?.response.states).toEqual([]);
    const us = await visitor().GET('/public/countryandstate/list', {
      params: { query: { countryid: 'US' } },
    });
    expect(us.data?.response.states).toContainEqual({ code: 'CA', name: 'California' });
    expect(us.data?.response.states.length).toBeGreaterThanOrEqual(50);
  });
});

describe('the captcha', () => {
  it('is an SVG image whose answer is checked case-insensitively and stays usable', async () => {
    const res = await visitor().GET('/public/captcha');
    expect(res.data?.response.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(res.data?.response.svg).not.toMatch(/<text/);
    const id = res.data?.response.id as string;
    const wrong = await visitor().POST('/public/captcha/verify/{captcha_id}/{captcha_solution}', {
      params: { path: { captcha_id: id, captcha_solution: 'zzzzz' } },
    });
    expect(wrong.data?.response).toEqual({ valid: false });

    const known = await knownCaptcha(db(), 'AbC7d');
    const check = (solution: string) =>
      visitor().POST('/public/captcha/verify/{captcha_id}/{captcha_solution}', {
        params: { path: { captcha_id: known.id, captcha_solution: solution } },
      });
    expect((await check('abc7D')).data?.response).toEqual({ valid: true });
    expect((await check('abc7d')).data?.response).toEqual({ valid: true });
  });
});

describe('a submission', () => {
  let reference = '';

  it('stores the request with its file and mails a confirmation link', async () => {
    const email = 'first.visitor@example.test';
    const res = await submit(FORM, {
      values: visitorValues({ email, first_name: 'First', last_name: 'Visitor', requesttype: 'deletion' }),
      attachments: [{ name: '..\\..\\etc/ID card.pdf', data: PDF_BYTES.toString('base64') }],
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      status: 'unverified',
      message: VISITOR_MESSAGES.en.checkEmail,
    });
    reference = res.data?.response.reference as string;
    expect(reference).toMatch(/^DSAR-\d{6}$/);
    const row = await db()('dsar_requests')
      .where({ id: Number(reference.slice(5)) })
      .first();
    expect(row).toMatchObject({
      status: 'unverified',
      request_type: 'deletion',
      email,
      country: 'DE',
      state: 'BE',
      jurisdiction: 'GDPR',
      organization_id: demo.retailId,
      over_limit: false,
    });
    const files = await db()('dsar_attachments').where({ request_id: row.id });
    expect(files).toEqual([
      expect.objectContaining({ name: 'ID card.pdf', mime: 'application/pdf', size: PDF_BYTES.length }),
    ]);
    const mail = await server.lastMail(email);
    expect(mail.subject).toBe(`Please confirm your e-mail address for request ${reference}`);
    expect(mail.text).toContain('First Visitor');
    expect((await server.lastLink(email)).pathname).toBe('/privacy-request/verify');
  });

  it('spends its captcha: the same answer cannot serve a second request', async () => {
    const captcha = await knownCaptcha(db());
    expect((await submit(FORM, { captcha })).response.status).toBe(201);
    const before = await snapshot();
    const again = await submit(FORM, { captcha, values: visitorValues({ email: 'second@example.test' }) });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.details).toEqual([
      { in: 'body', field: 'captcha', reason: VISITOR_MESSAGES.en.captchaWrong },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('confirms the address once with the link, which then stops working', async () => {
    const email = 'first.visitor@example.test';
    const token = await verifyToken(server, email);
    const first = await visitor().POST('/public/dsar/verify', { body: { token } });
    expect(first.response.status).toBe(200);
    expect(first.data?.response).toEqual({ reference, status: 'new', message: VISITOR_MESSAGES.en.verified });
    const row = await db()('dsar_requests')
      .where({ id: Number(reference.slice(5)) })
      .first();
    expect(row.status).toBe('new');
    expect(row.verified_at).not.toBeNull();
    expect(row.acknowledged_at).not.toBeNull();
    expect((await server.lastMail(email)).subject).toBe(`Your request ${reference} is being handled`);
    const events = await db()('dsar_request_events')
      .where({ request_id: row.id })
      .orderBy('id')
      .pluck('kind');
    expect(events).toEqual([
      'received',
      'attachment',
      'verification_sent',
      'message',
      'verified',
      'acknowledged',
      'message',
    ]);
    const again = await visitor().POST('/public/dsar/verify', { body: { token } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error).toMatchObject({
      code: 'link_invalid',
      message: VISITOR_MESSAGES.en.linkExpired,
    });
    const made = await visitor().POST('/public/dsar/verify', { body: { token: 'x'.repeat(32) } });
    expect(made.response.status).toBe(400);
  });
});

describe('bad input gets a clear 4xx in the visitor’s language and nothing is stored', () => {
  it('a wrong captcha, and a missing one', async () => {
    const before = await snapshot();
    const captcha = await knownCaptcha(db(), 'right');
    const wrong = await submit('basic-requests', {
      language: 'de',
      captcha: { id: captcha.id, solution: 'wrong' },
      values: visitorValues(),
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.error.details).toEqual([
      { in: 'body', field: 'captcha', reason: VISITOR_MESSAGES.de.captchaWrong },
    ]);
    // A captcha no one asked for.
    const unknown = await submit('basic-requests', {
      language: 'de',
      captcha: { id: crypto.randomUUID(), solution: 'right' },
    });
    expect(unknown.error?.error.details?.[0]?.field).toBe('captcha');
    const missing = await submit('basic-requests', { language: 'de', captcha: undefined });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.error.details).toEqual([
      { in: 'body', field: 'captcha', reason: VISITOR_MESSAGES.de.required },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('an oversize file and disguised ones, judged by their bytes', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    PDF_BYTES.copy(big);
    const oversize = await submit(FORM, {
      attachments: [{ name: 'scan.pdf', data: big.toString('base64') }],
    });
    expect(oversize.response.status).toBe(400);
    expect(oversize.error?.error.details).toEqual([
      {
        in: 'body',
        field: 'attachments[0]',
        reason: formatMessage(VISITOR_MESSAGES.en.fileTooBig, { max: 5 }),
      },
    ]);
    // A Windows program and a zip archive named as a PDF and an image; a text with control bytes.
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(200),
    ]);
    const zip = Buffer.from('504b0304140000000800000021000000000000000000000000000000', 'hex');
    const binary = Buffer.from([0x68, 0x69, 0x00, 0x01, 0x02, 0x1b]);
    const disguised = await submit(FORM, {
      attachments: [
        { name: 'passport.pdf', data: exe.toString('base64') },
        { name: 'photo.png', data: zip.toString('base64') },
        { name: 'notes.txt', data: binary.toString('base64') },
      ],
    });
    expect(disguised.response.status).toBe(400);
    const reason = formatMessage(VISITOR_MESSAGES.en.fileType, {
      types: ALLOWED_FILE_TYPES.map((t) => t.ext).join(', '),
    });
    expect(disguised.error?.error.details).toEqual([
      { in: 'body', field: 'attachments[0]', reason },
      { in: 'body', field: 'attachments[1]', reason },
      { in: 'body', field: 'attachments[2]', reason },
    ]);
    expect(disguised.error?.error.message).toContain('Only these file types are accepted');
    expect(await snapshot()).toEqual(before);
  });

  it('answers that do not fit the form, field by field, keeping the captcha for the next try', async () => {
    const before = await snapshot();
    const captcha = await knownCaptcha(db());
    const res = await submit('basic-requests', {
      language: 'de',
      captcha,
      values: visitorValues({
        first_name: ' ',
        email: 'not-an-address',
        state: 'CA',
        requesttype: 'everything',
        favourite_colour: 'blue',
      }),
    });
    expect(res.response.status).toBe(400);
    const m = VISITOR_MESSAGES.de;
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'values.requesttype', reason: m.notAnOption },
      { in: 'body', field: 'values.first_name', reason: m.required },
      { in: 'body', field: 'values.email', reason: m.invalidEmail },
      { in: 'body', field: 'values.state', reason: m.notAnOption },
      { in: 'body', field: 'values.favourite_colour', reason: 'is not a field of this form' },
    ]);
    // The message names each field by its German label, not only the reasons one after another.
    const labels = DEFAULT_FORM_TEXTS.de.labels;
    expect(res.error?.error.message).toContain(`${labels.first_name}: ${m.required}`);
    expect(res.error?.error.message).toContain(`${labels.state}: ${m.notAnOption}`);
    expect(res.error?.error.message).toContain('values.favourite_colour: is not a field of this form');
    expect(await snapshot()).toEqual(before);
    // Fixed, with the same captcha: stored.
    const fixed = await submit('basic-requests', { language: 'de', captcha, values: visitorValues() });
    expect(fixed.response.status).toBe(201);
    expect(fixed.data?.response.message).toBe(VISITOR_MESSAGES.de.checkEmail);
  });

  it('files on a form without a file field, and too many files', async () => {
    const before = await snapshot();
    const pdf = { name: 'a.pdf', data: PDF_BYTES.toString('base64') };
    const many = await submit(FORM, { attachments: [pdf, pdf, pdf, pdf] });
    // The contract allows at most three.
    expect(many.response.status).toBe(400);
    expect(many.error?.error.details?.[0]).toMatchObject({ in: 'body', field: 'attachments' });
    // A form whose builder took the file field (and the captcha) away.
    const { team } = await owner();
    const body = formBody('no-files', ['en']);
    const def = body.definition as unknown as { fields: Array<{ type: string }> };
    def.fields = def.fields.filter((f) => f.type !== 'file' && f.type !== 'captcha');
    const created = await team.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
      body,
    });
    await team.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
      params: {
        path: { orgId: demo.retailId, propId: demo.blogId, id: created.data?.response.id as number },
      },
    });
    const before2 = await snapshot();
    const none = await submit('no-files', { captcha: undefined, attachments: [pdf] });
    expect(none.response.status).toBe(400);
    expect(none.error?.error.details).toEqual([
      { in: 'body', field: 'attachments', reason: 'this form does not accept files' },
    ]);
    expect(await snapshot()).toEqual(before2);
    expect(before2.dsar_requests).toBe(before.dsar_requests);
  });

  it('an unknown form', async () => {
    const before = await snapshot();
    const res = await submit('no-such-form', {});
    expect(res.response.status).toBe(404);
    expect(res.error?.error.code).toBe('not_found');
    expect(await snapshot()).toEqual(before);
  });

  it('too many submissions from one address in a minute', async () => {
    const from = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await submit('no-such-form', {}, from)).response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('a company over its plan', () => {
  it('still gets the request, flagged, and its owner is told to upgrade once a month', async () => {
    const scope = organizationScope(basic.companyId, basic.orgId);
    const month = new Date().toISOString().slice(0, 7);
    await db()('usage_counters')
      .insert({
        scope_kind: 'organization',
        scope_id: basic.orgId,
        metric: 'requests',
        period: month,
        count: 5000,
      })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: 5000 });
    const notices = () => db()('notifications').where({ user_id: basic.userId }).select('text');
    const before = (await notices()).length;
    const first = await submit('basic-requests', {
      language: 'de',
      values: visitorValues({ email: 'over1@example.test' }),
    });
    const second = await submit('basic-requests', {
      language: 'de',
      values: visitorValues({ email: 'over2@example.test' }),
    });
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    const rows = await db()('dsar_requests')
      .whereIn('email', ['over1@example.test', 'over2@example.test'])
      .select('over_limit', 'status');
    expect(rows).toEqual([
      { over_limit: true, status: 'unverified' },
      { over_limit: true, status: 'unverified' },
    ]);
    // The counter stays at the limit; the owner got one notice.
    expect(await usage(db(), scope, 'requests')).toBe(5000);
    const after = await notices();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.text).toMatch(/beyond its plan’s monthly request limit/);
    // The inbox shows it flagged.
    const inbox = await server.client(basic.token).GET('/dsar/requests/{orgId}', {
      params: { path: { orgId: basic.orgId }, query: { q: 'over1' } },
    });
    expect(inbox.data?.response.map((r) => r.over_limit)).toEqual([true]);
  });
});
