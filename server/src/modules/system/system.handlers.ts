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
/** How long one database ping answers health checks. */
export const HEALTH_PING_REUSE_MS = 1000;

export function systemHandlers(deps: Deps): Pick<Handlers<Auth>, SystemOps> {
  // Absent with SMTP, with DEV_MAILBOX=off, and to clients of other machines unless DEV_MAILBOX=open:
  // a refused client cannot tell the mailbox exists.
  const mailboxOnly = (ctx: Context) => {
    if (!mailboxAllowedFor(ctx, deps.config, deps.mailer.mailboxEnabled)) throw notFound('Dev mailbox');
  };
  // The database's answer is reused for a second: a load balancer (or a burst of probes) learns
  // within a second that the database stopped answering, without costing it a query per probe.
  let ping: { ok: Promise<boolean>; at: number } | undefined;
  const recentPing = () => {
    const now = Date.now();
    if (!ping || now - ping.at >= HEALTH_PING_REUSE_MS) ping = { ok: pingDatabase(deps.db), at: now };
    return ping.ok;
  };
  return {
    getHealth: async () => {
      if (!(await recentPing())) throw new ApiError(503, 'internal_error', 'The database does not answer');
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
