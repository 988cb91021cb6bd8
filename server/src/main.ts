import { loadConfig } from './config.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { mailboxNotice } from './modules/mail/mailbox.access.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

const running = await startServer(config, logger);
const mailbox = mailboxNotice(config, running.deps.mailer.mailboxEnabled);
const lines = [
  '',
  `  Privacy Portal is running at ${config.appUrl}`,
  `  Database: ${running.deps.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...(config.demoSeed ? [`  Demo login: ${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}`] : []),
  ...(mailbox ? [`  ${mailbox}`] : []),
  `  Payments: ${running.deps.payments.name === 'stripe' ? 'Stripe' : 'built-in test provider (no real money; card 4242 4242 4242 4242)'}`,
  `  API docs: ${config.appUrl}/api/docs`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
