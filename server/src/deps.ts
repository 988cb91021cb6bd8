import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Limiters } from './modules/auth/limiters.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { PaymentProvider } from './modules/billing/payments/provider.ts';
import type { ConsentRuntime } from './modules/cookieConsent/consents/consents.runtime.ts';
import type { JobQueue } from './modules/jobs/jobs.queue.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { SecretBox } from './security/secrets.ts';

/** Everything a request handler may use; createApp receives it, tests build their own. */
export interface Deps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  logger: Logger;
  /** The job queue (pg-boss) on the same database: mail now; scans, exports, reminders later. */
  jobs: JobQueue;
  mailer: Mailer;
  tokens: TokenService;
  limiters: Limiters;
  /** Seals secrets kept in the database (TOTP secrets, later connection passwords); never log them. */
  secrets: SecretBox;
  /** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test provider. */
  payments: PaymentProvider;
  /** The public consent API's per-process state (banner cache, pageviews, consent batcher); closed before the database. */
  consents: ConsentRuntime;
}
