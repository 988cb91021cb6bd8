import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';

interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

let smtp: SMTPServer;
let smtpRunning = false;
let smtpPort = 0;
const received: Received[] = [];
/** Recipients whose next mail the SMTP server refuses once (451, as a busy server does). */
const refuseOnce = new Set<string>();
let server: TestServer;

function startSmtp(port = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const refused = to.find((address) => refuseOnce.delete(address));
      if (refused) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => {
      smtpRunning = true;
      smtpPort = (smtp.server.address() as AddressInfo).port;
      resolve(smtpPort);
    });
  });
}

function stopSmtp(): Promise<void> {
  if (!smtpRunning) return Promise.resolve();
  smtpRunning = false;
  return new Promise((resolve) => smtp.close(() => resolve()));
}

beforeAll(async () => {
  const port = await startSmtp();
  // Workers poll every half second and a failed mail is tried again after 1-2 s, then 2-4 s, ...
  server = await startTestServer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    jobPollingSeconds: 0.5,
    mailRetryDelaySeconds: 1,
  });
});
afterAll(async () => {
  await server?.close();
  await stopSmtp();
});

async function register(email: string) {
  const password = 'Str0ng-Passw0rd';
  return server.client().POST('/register', {
    body: { firstname: 'Sam', lastname: 'Smtp', email, password, confirmpassword: password },
  });
}

const outboxOf = (to: string) => server.running.deps.db('outbox').where({ to_address: to }).orderBy('id');
const receivedBy = (to: string) => received.filter((r) => r.envelopeTo.includes(to));
/** The mail goes through the job queue: wait (up to 15 s) for what the SMTP server receives. */
const WAIT = { timeout: 15_000, interval: 100 };

describe('mail through a real SMTP server', () => {
  it('delivers the verification mail of a sign-up over SMTP', async () => {
    const email = 'smtp.user@acme.test';
    const res = await register(email);
    expect(res.response.status).toBe(201);

    await expect.poll(() => receivedBy(email).length, WAIT).toBe(1);
    const mail = receivedBy(email)[0]?.mail as ParsedMail;
    expect(mail.subject).toBe('Verify your email address for Privacy Portal');
    expect(mail.from?.text).toBe('"Privacy Portal" <no-reply@privacy-portal.local>');
    expect(mail.text).toMatch(/\/verify-email\/[\w-]{20,}/);
    expect(mail.html || '').toContain('/verify-email/');
    expect(mail.text).toContain('Hello Sam,');
  });

  it('turns the dev mailbox off: the API answers 404', async () => {
    const list = await server.client().GET('/dev/mailbox');
    expect(list.response.status).toBe(404);
    expect(list.error?.error.code).toBe('not_found');
    const one = await server.client().GET('/dev/mailbox/{id}', { params: { path: { id: 1 } } });
    expect(one.response.status).toBe(404);
  });

  it('records the delivery in the outbox without the body, which holds a single-use link', async () => {
    const rows = await outboxOf('smtp.user@acme.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: 'Verify your email address for Privacy Portal',
      status: 'sent',
      text: '',
      html: null,
      error: null,
      attempts: 1,
    });
    expect(rows[0]?.sent_at).toBeInstanceOf(Date);
  });

  it('tries again when the SMTP server refuses a mail for now, and delivers it once', async () => {
    const email = 'smtp.busy@acme.test';
    refuseOnce.add(email);
    expect((await register(email)).response.status).toBe(201);
    await expect.poll(() => receivedBy(email).length, WAIT).toBe(1);
    await expect.poll(async () => (await outboxOf(email))[0]?.status, WAIT).toBe('sent');
    const [row] = await outboxOf(email);
    // The refused try is counted; the body, with its single-use link, is gone once sent.
    expect(row).toMatchObject({ status: 'sent', attempts: 2, text: '', html: null, error: null });
    expect(receivedBy(email)[0]?.mail.text).toMatch(/\/verify-email\/[\w-]{20,}/);
  });

  it('still registers when the SMTP server is down, keeps the mail queued and sends it once the server is back', async () => {
    await stopSmtp();
    const email = 'smtp.down@acme.test';
    const before = received.length;
    const res = await register(email);
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({ email, emailVerified: false });
    // Tried and failed at least once: still queued, with the reason, and the body kept for the next try.
    await expect.poll(async () => (await outboxOf(email))[0]?.attempts ?? 0, WAIT).toBeGreaterThanOrEqual(1);
    const [queued] = await outboxOf(email);
    expect(queued).toMatchObject({ status: 'queued', sent_at: null });
    expect(queued?.error).toEqual(expect.any(String));
    expect(queued?.text).toMatch(/\/verify-email\//);
    expect(received).toHaveLength(before);
    // The account exists and is not verified (read from the database: the anonymous account checks
    // tell nothing about accounts).
    const user = await server.running.deps.db('users').where({ email }).first('email_verified_at');
    expect(user).toEqual({ email_verified_at: null });

    await startSmtp(smtpPort);
    await expect.poll(() => receivedBy(email).length, { ...WAIT, timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await outboxOf(email))[0]?.status, WAIT).toBe('sent');
    expect((await outboxOf(email))[0]).toMatchObject({ text: '', html: null, error: null });
  });
});
