import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { JobRecord, QueueDefinition } from '../jobs/jobs.queue.ts';
import { markMailFailed, markMailSent, queuedMail, recordMailAttempt } from './mailbox.queries.ts';

export interface MailJob {
  outboxId: number;
}

/**
 * Mail to the SMTP server. A failed send is tried again after `retryDelay` seconds, doubling
 * each time (pg-boss caps the doubling at 2^16): twenty tries span months, so a mail outlives any
 * SMTP outage; only then is it marked failed, its body still kept.
 */
export function mailQueue(retryDelaySeconds: number): QueueDefinition {
  return {
    name: MAIL_QUEUE.name,
    retryLimit: 20,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retentionDays: 365,
    expireInSeconds: 120,
  };
}

export const MAIL_QUEUE = { name: 'mail-send' } as const;

export function mailSendWorker(deps: { db: Db; transport: Transporter; from: string; logger: Logger }) {
  return async (job: JobRecord<MailJob>): Promise<void> => {
    const mail = await queuedMail(deps.db, job.data.outboxId);
    // Already sent (a retried job whose send went through before the process stopped).
    if (!mail) return;
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const last = job.retryCount >= job.retryLimit;
      deps.logger.error(
        { to: mail.to_address, subject: mail.subject, attempt: job.retryCount + 1, err: message },
        last ? 'mail could not be sent: given up' : 'mail could not be sent: will try again',
      );
      if (last) await markMailFailed(deps.db, mail.id, message);
      else await recordMailAttempt(deps.db, mail.id, message);
      throw err;
    }
    await markMailSent(deps.db, mail.id);
  };
}
