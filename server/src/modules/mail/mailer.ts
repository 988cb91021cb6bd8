import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { insertOutboxMail } from './mailbox.queries.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends (SMTP) or stores (outbox) a mail. Never throws: a failure is recorded and logged. */
  send(db: Db, mail: Mail): Promise<void>;
  /** True when there is no SMTP server: mails stay in the outbox and the dev mailbox shows them. */
  readonly mailboxEnabled: boolean;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    mailboxEnabled: !transport,
    async send(db, mail) {
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
      try {
        await transport.sendMail({ from: options.from, ...mail });
        // With a real SMTP server only the envelope is kept: bodies hold single-use links.
        await insertOutboxMail(db, {
          to_address: mail.to,
          subject: mail.subject,
          text: '',
          status: 'sent',
          sent: true,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        options.logger.error({ to: mail.to, subject: mail.subject, err: message }, 'mail could not be sent');
        await insertOutboxMail(db, {
          to_address: mail.to,
          subject: mail.subject,
          text: '',
          status: 'failed',
          error: message.slice(0, 500),
        });
      }
    },
    close() {
      transport?.close();
    },
  };
}
