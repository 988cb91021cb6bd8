import { isIP } from 'node:net';
import type { Context } from 'koa';
import type { Config } from '../../config.ts';

/**
 * The dev mailbox holds reset and invitation links, so reading it is taking over accounts.
 * It is served to clients on this machine only (unless DEV_MAILBOX=open), judged by the
 * socket's address: ctx.ip honours X-Forwarded-For under TRUST_PROXY, which any client can send.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return address === '::1';
}

/** Whether this request may read the dev mailbox (page or API). */
export function mailboxAllowed(
  mode: Config['devMailbox'],
  mailboxEnabled: boolean,
  socketAddress: string | undefined,
): boolean {
  if (!mailboxEnabled || mode === 'off') return false;
  return mode === 'open' || isLoopbackAddress(socketAddress);
}

export function mailboxAllowedFor(
  ctx: Context,
  config: Pick<Config, 'devMailbox'>,
  mailboxEnabled: boolean,
): boolean {
  return mailboxAllowed(config.devMailbox, mailboxEnabled, ctx.req.socket.remoteAddress);
}

const LOOPBACK_HOSTS = new Set(['0.0.0.0', '::', 'localhost', '::1']);

/** The start-up line saying where the dev mailbox can be read, or why it cannot. */
export function mailboxNotice(
  config: Pick<Config, 'devMailbox' | 'host' | 'port' | 'appUrl'>,
  mailboxEnabled: boolean,
): string | null {
  if (!mailboxEnabled) return null;
  if (config.devMailbox === 'off')
    return 'Mail (no SMTP configured): kept in the outbox; dev mailbox off (DEV_MAILBOX=off)';
  if (config.devMailbox === 'open')
    return `Mail (no SMTP configured): ${config.appUrl}/dev/mailbox, open to every client (DEV_MAILBOX=open)`;
  const listensOnLoopback = LOOPBACK_HOSTS.has(config.host) || isLoopbackAddress(config.host);
  if (!listensOnLoopback)
    return `Mail (no SMTP configured): dev mailbox unreachable (HOST ${config.host} is not a loopback address; DEV_MAILBOX=open opens it)`;
  return `Mail (no SMTP configured): http://localhost:${config.port}/dev/mailbox, from this machine only (DEV_MAILBOX=open opens it)`;
}
