import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import { MAIL_QUEUE, type MailJob, mailSendWorker } from './mail.job.ts';
import { insertOutboxMail } from './mailbox.queries.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox for the dev mailbox (no SMTP server), or queues it for the SMTP
   * server: a send that fails is tried again with a growing delay, never dropped. Call it with the
   * database, not inside a transaction: the worker must find the committed mail.
   */
  send(db: Db, mail: Mail): Promise<void>;
  /** True when there is no SMTP server: mails stay in the outbox and the dev mailbox shows them. */
  readonly mailboxEnabled: boolean;
  /** Runs the SMTP sender on the queue in this process (npm start, npm run worker). */
  work(db: Db): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  queue: JobQueue;
}

export function createMailer(options: MailerOptions): Mailer {
  // Every wait of a send ends well before the job's expiry (mail.job.ts, 120 s): a send still hanging
  // when the queue gives the job to another try would deliver the mail twice.
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : undefined;
  return {
    mailboxEnabled: !transport,
    async send(db, mail) {
      if (db.isTransaction) throw new Error('Send mail once the transaction has committed');
      if (!transport) {
        await insertOutboxMail(db, {
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: 'stored',
        });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail stored in the dev mailbox');
        return;
      }
      // The body waits in the outbox (not in the job) and is cleared once sent: it holds single-use links.
      const outboxId = await insertOutboxMail(db, {
        to_address: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: 'queued',
      });
      await options.queue.send<MailJob>(MAIL_QUEUE.name, { outboxId });
    },
    async work(db) {
      if (!transport) return;
      await options.queue.work<MailJob>(
        MAIL_QUEUE.name,
        mailSendWorker({ db, transport, from: options.from, logger: options.logger }),
      );
    },
    close() {
      transport?.close();
    },
  };
}
