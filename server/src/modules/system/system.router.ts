import type { Context } from 'koa';
import { pingDatabase } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { mailboxAllowedFor } from '../mail/mailbox.access.ts';
import { listMailbox, mailboxMessage } from '../mail/mailbox.queries.ts';

type SystemOps = 'getHealth' | 'listDevMailbox' | 'getDevMailboxMessage';

export const VERSION = '0.1.0';

export function systemHandlers(deps: Deps): Pick<Handlers<Auth>, SystemOps> {
  // Absent with SMTP, with DEV_MAILBOX=off, and to clients of other machines unless DEV_MAILBOX=open:
  // a refused client cannot tell the mailbox exists.
  const mailboxOnly = (ctx: Context) => {
    if (!mailboxAllowedFor(ctx, deps.config, deps.mailer.mailboxEnabled)) throw notFound('Dev mailbox');
  };
  // Health checks arriving together share one ping: a burst of probes (or a load balancer with
  // many workers) costs the database one query, and each answer still comes from a ping that
  // finished after the probe arrived.
  let ping: Promise<boolean> | undefined;
  const sharedPing = () => {
    ping ??= pingDatabase(deps.db).finally(() => {
      ping = undefined;
    });
    return ping;
  };
  return {
    getHealth: async () => {
      if (!(await sharedPing())) throw new ApiError(503, 'internal_error', 'The database does not answer');
      return { status: 200, body: { response: { status: 'ok', database: deps.dbKind, version: VERSION } } };
    },
    listDevMailbox: async ({ query, ctx }) => {
      mailboxOnly(ctx);
      return { status: 200, body: await listMailbox(deps.db, query, query.to) };
    },
    getDevMailboxMessage: async ({ params, ctx }) => {
      mailboxOnly(ctx);
      const message = await mailboxMessage(deps.db, params.id);
      if (!message) throw notFound('Mail');
      return { status: 200, body: { response: message } };
    },
  };
}
