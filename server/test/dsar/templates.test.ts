/**
 * E-mail templates through the API: every event in the ten languages (60), the organization's own
 * text saved (refused, naming the field, with a variable the product does not know), used for the
 * requester's e-mail in that language, reset to the default, and previewed with sample values.
 */
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_EVENTS } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { handRequest } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;

const db = () => server.running.deps.db;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
});
afterAll(() => server?.close());

const list = async () =>
  (await team.viewer.GET('/dsar/templates/{orgId}', { params: { path: { orgId: demo.retailId } } })).data
    ?.response ?? [];

const save = (event: string, language: string, body: { subject: string; body: string }, api = team.owner) =>
  api.PUT('/dsar/templates/{orgId}/{event}/{language}', {
    params: { path: { orgId: demo.retailId, event: event as never, language: language as never } },
    body,
  });

describe('e-mail templates', () => {
  it('lists the six events in the ten languages, the defaults while none is changed', async () => {
    const all = await list();
    expect(all).toHaveLength(60);
    expect(new Set(all.map((t) => `${t.event}|${t.language}`)).size).toBe(60);
    expect(new Set(all.map((t) => t.event))).toEqual(new Set(EMAIL_EVENTS));
    expect(new Set(all.map((t) => t.language))).toEqual(new Set(LOCALES));
    for (const t of all) {
      expect(t).toMatchObject({
        custom: false,
        updated_at: null,
        ...DEFAULT_EMAIL_TEMPLATES[t.language][t.event],
      });
    }
  });

  it('refuses a variable the product does not know, or one left open, naming the field, and saves nothing', async () => {
    const unknown = await save('completed', 'de', {
      subject: 'Fertig: {{request_id}}',
      body: 'Hallo {{ticket_number}}',
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error?.error.details).toEqual([
      { in: 'body', field: 'body', reason: 'uses an unknown variable: {{ticket_number}}' },
    ]);
    expect(unknown.error?.error.message).toBe('body.body uses an unknown variable: {{ticket_number}}');
    const open = await save('completed', 'de', { subject: 'Fertig: {{request_id', body: 'Hallo' });
    expect(open.error?.error.details).toEqual([
      { in: 'body', field: 'subject', reason: 'has a variable that is not closed: write {{name}}' },
    ]);
    const viewer = await save('completed', 'de', { subject: 'x', body: 'y' }, team.viewer);
    expect(viewer.response.status).toBe(403);
    expect(Number((await db()('dsar_templates').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it("saves the organization's own text, which the requester of that language then gets", async () => {
    const text = {
      subject: 'Erledigt: {{request_id}}',
      body: 'Hallo {{first_name}}, Ihre Anfrage bei {{organization}} ist erledigt.\n\n{{outcome}}',
    };
    const saved = await save('completed', 'de', text);
    expect(saved.response.status).toBe(200);
    expect(saved.data?.message).toBe('Template saved');
    expect(saved.data?.response).toMatchObject({ event: 'completed', language: 'de', custom: true, ...text });
    const all = await list();
    expect(all.filter((t) => t.custom).map((t) => `${t.event}|${t.language}`)).toEqual(['completed|de']);
    // English stays the default.
    expect(all.find((t) => t.event === 'completed' && t.language === 'en')).toMatchObject({
      custom: false,
      ...DEFAULT_EMAIL_TEMPLATES.en.completed,
    });

    const created = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId, { language: 'de', first_name: 'Jonas', email: 'jonas@example.test' }),
    });
    const id = created.data?.response.request.id as number;
    await team.owner.POST('/dsar/requests/{orgId}/{requestId}/close', {
      params: { path: { orgId: demo.retailId, requestId: id } },
      body: { outcome: 'completed', note: 'Die Daten sind gelöscht.' },
    });
    const mail = await server.lastMail('jonas@example.test');
    expect(mail.subject).toBe(`Erledigt: DSAR-${String(id).padStart(6, '0')}`);
    expect(mail.text).toBe(
      'Hallo Jonas, Ihre Anfrage bei Demo Retail ist erledigt.\n\nDie Daten sind gelöscht.',
    );
  });

  it('goes back to the default on reset', async () => {
    const res = await team.owner.DELETE('/dsar/templates/{orgId}/{event}/{language}', {
      params: { path: { orgId: demo.retailId, event: 'completed', language: 'de' } },
    });
    expect(res.response.status).toBe(204);
    const t = (await list()).find((x) => x.event === 'completed' && x.language === 'de');
    expect(t).toMatchObject({ custom: false, updated_at: null, ...DEFAULT_EMAIL_TEMPLATES.de.completed });
  });

  it("previews with sample values, the organization's name, and dates as the language writes them", async () => {
    const preview = (language: 'en' | 'de', subject: string, body: string) =>
      team.viewer.POST('/dsar/templates/{orgId}/preview', {
        params: { path: { orgId: demo.retailId } },
        body: { event: 'extension', language, subject, body },
      });
    const en = await preview(
      'en',
      'About {{request_id}}',
      '{{organization}}: due {{due_date}}, now {{extended_due_date}}.',
    );
    expect(en.response.status).toBe(200);
    expect(en.data?.response).toMatchObject({
      subject: 'About DSAR-000123',
      body: 'Demo Retail: due 2 December 2026, now 2 February 2027.',
    });
    expect(en.data?.response.variables).toMatchObject({
      organization: 'Demo Retail',
      request_id: 'DSAR-000123',
    });
    const de = await preview('de', '{{request_type}}', 'Fällig am {{due_date}}');
    expect(de.data?.response.body).toBe('Fällig am 2. Dezember 2026');
    expect(de.data?.response.subject).not.toBe('Access my data');
    const bad = await preview('en', 'Hi {{nickname}}', 'Body');
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.details).toEqual([
      { in: 'body', field: 'subject', reason: 'uses an unknown variable: {{nickname}}' },
    ]);
  });
});
