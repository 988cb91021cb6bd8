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
const received: Received[] = [];
let server: TestServer;

function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
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
    smtp.listen(0, '127.0.0.1', () => {
      smtpRunning = true;
      resolve((smtp.server.address() as AddressInfo).port);
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
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
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

describe('mail through a real SMTP server', () => {
  it('delivers the verification mail of a sign-up over SMTP', async () => {
    const email = 'smtp.user@acme.test';
    const res = await register(email);
    expect(res.response.status).toBe(201);

    const mine = received.filter((r) => r.envelopeTo.includes(email));
    expect(mine).toHaveLength(1);
    const mail = mine[0]?.mail as ParsedMail;
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
    });
    expect(rows[0]?.sent_at).toBeInstanceOf(Date);
  });

  it('still registers when the SMTP server is down, and records the failure', async () => {
    await stopSmtp();
    const email = 'smtp.down@acme.test';
    const before = received.length;
    const res = await register(email);
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({ email, emailVerified: false });
    expect(received).toHaveLength(before);
    const rows = await outboxOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', text: '', sent_at: null });
    expect(rows[0]?.error).toEqual(expect.any(String));
    // The account exists; the address can ask for the mail again once mail works.
    // (Read from the database: the anonymous account checks tell nothing about accounts.)
    const user = await server.running.deps.db('users').where({ email }).first('email_verified_at');
    expect(user).toEqual({ email_verified_at: null });
  });
});
