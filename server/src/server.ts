import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, migrate, openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed.ts';
import { loadOrCreateSecret } from './db/settings.ts';
import type { Deps } from './deps.ts';
import { createLimiters } from './modules/auth/limiters.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { assertSecretsOpen, sealPlaintextTotpSecrets } from './modules/auth/two-factor.queries.ts';
import { seedCatalogue } from './modules/billing/catalogue/catalogue.seed.ts';
import { createPaymentProvider } from './modules/billing/payments/create.ts';
import {
  CONSENT_MAINTENANCE_CRON,
  CONSENT_MAINTENANCE_QUEUE,
  consentMaintenanceQueue,
  ensureConsentPartitions,
  runConsentMaintenance,
} from './modules/cookieConsent/consents/consent-partitions.ts';
import { createConsentRuntime } from './modules/cookieConsent/consents/consents.runtime.ts';
import { scanQueue, scanWorker } from './modules/cookieConsent/scanner/scan.job.ts';
import {
  runDueSchedules,
  SCHEDULE_CRON,
  SCHEDULE_QUEUE,
  scheduleQueue,
} from './modules/cookieConsent/scanner/scan.schedule.ts';
import { SCAN_QUEUE } from './modules/cookieConsent/scanner/scan.service.ts';
import { consentExportQueue, consentExportWorker } from './modules/cookieConsent/tracking/export.job.ts';
import { CONSENT_EXPORT_QUEUE } from './modules/cookieConsent/tracking/export.service.ts';
import { ledgerVerifyQueue, ledgerVerifyWorker } from './modules/cookieConsent/tracking/verify.job.ts';
import { LEDGER_VERIFY_QUEUE } from './modules/cookieConsent/tracking/verify.service.ts';
import {
  scheduleVendorListsRefresh,
  VENDOR_LISTS_QUEUE,
  vendorListsQueue,
  vendorListsWorker,
} from './modules/cookieConsent/vendors/vendor-lists.job.ts';
import {
  DSAR_REMINDERS_CRON,
  DSAR_REMINDERS_QUEUE,
  dsarRemindersQueue,
  dsarRemindersWorker,
} from './modules/dsar/jobs/reminders.job.ts';
import { dsarExportQueue, dsarExportWorker } from './modules/dsar/requests/export.job.ts';
import { DSAR_EXPORT_QUEUE } from './modules/dsar/requests/export.service.ts';
import { seedHelpArticles } from './modules/help/help.seed.ts';
import { startJobQueue } from './modules/jobs/jobs.queue.ts';
import { mailQueue } from './modules/mail/mail.job.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createSecretBox } from './security/secrets.ts';

export interface Running {
  url: string;
  deps: Deps;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens (or reuses) the database, migrates, seeds and builds the dependencies. */
export async function buildDeps(
  config: Config,
  logger: Logger,
  database?: Database,
): Promise<{ deps: Deps; database: Database; seeded: boolean }> {
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(db.db);
  // The plan catalogue and coupons are data of the product, not of the demo: always upserted.
  await seedCatalogue(db.db);
  await seedHelpArticles(db.db);
  const seeded = config.demoSeed ? await seedDemo(db.db, { consents: config.demoConsents }) : false;
  // After the seed: a month whose seeded records sit in the default partition gets them moved.
  await ensureConsentPartitions(db.db);
  const secret = config.jwtSecret ?? (await loadOrCreateSecret(db.db));
  const secrets = createSecretBox(config.secretsKey ?? (await loadOrCreateSecret(db.db, 'secrets_key')));
  await assertSecretsOpen(db.db, secrets);
  await sealPlaintextTotpSecrets(db.db, secrets);
  const jobs = await startJobQueue(db, logger, {
    pollingIntervalSeconds: config.jobPollingSeconds,
    supervise: config.workers,
  });
  await jobs.define([
    mailQueue(config.mailRetryDelaySeconds),
    scanQueue(),
    scheduleQueue(),
    vendorListsQueue(),
    consentExportQueue(),
    ledgerVerifyQueue(),
    consentMaintenanceQueue(),
    dsarExportQueue(),
    dsarRemindersQueue(),
  ]);
  const deps: Deps = {
    db: db.db,
    dbKind: db.kind,
    config,
    logger,
    jobs,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger, queue: jobs }),
    tokens: createTokenService(secret, config.sessionTtlSeconds),
    limiters: createLimiters(db.db, {
      maxFailures: config.loginMaxFailures,
      blockSeconds: config.loginBlockSeconds,
      accountFailuresPerHour: config.loginAccountMaxFailures,
    }),
    secrets,
    payments: createPaymentProvider(config, db.db),
    consents: createConsentRuntime(db.db, db.kind, config, logger),
  };
  return { deps, database: db, seeded };
}

/** Runs the job workers in this process: npm start does (unless WORKERS=off), npm run worker only does. */
export async function startWorkers(deps: Deps): Promise<void> {
  await deps.mailer.work(deps.db);
  await deps.jobs.work(SCAN_QUEUE.name, scanWorker(deps));
  await deps.jobs.work(CONSENT_EXPORT_QUEUE.name, consentExportWorker(deps));
  await deps.jobs.work(LEDGER_VERIFY_QUEUE.name, ledgerVerifyWorker(deps));
  await deps.jobs.work(SCHEDULE_QUEUE.name, async () => {
    await runDueSchedules(deps);
  });
  await deps.jobs.schedule(SCHEDULE_QUEUE.name, SCHEDULE_CRON, {});
  await deps.jobs.work(CONSENT_MAINTENANCE_QUEUE.name, async () => {
    await runConsentMaintenance(deps.db);
  });
  await deps.jobs.schedule(CONSENT_MAINTENANCE_QUEUE.name, CONSENT_MAINTENANCE_CRON, {});
  await deps.jobs.work(DSAR_EXPORT_QUEUE.name, dsarExportWorker(deps));
  await deps.jobs.work(DSAR_REMINDERS_QUEUE.name, dsarRemindersWorker(deps));
  await deps.jobs.schedule(DSAR_REMINDERS_QUEUE.name, DSAR_REMINDERS_CRON, {});
  if (deps.config.vendorListsRefresh) {
    await deps.jobs.work(
      VENDOR_LISTS_QUEUE.name,
      vendorListsWorker({ db: deps.db, fetchImpl: fetch, logger: deps.logger }),
    );
    await scheduleVendorListsRefresh(deps.jobs);
  } else {
    await deps.jobs.unschedule(VENDOR_LISTS_QUEUE.name);
  }
}

/** Stops the workers (letting running jobs finish) and the mail transport, then closes the database. */
export async function closeDeps(deps: Deps, database: Database): Promise<void> {
  // Queued consents and counted pageviews are written before the database closes.
  await deps.consents.close();
  await deps.jobs.stop();
  deps.mailer.close();
  await database.close();
}

/**
 * Listens, and runs the job workers unless config.workers is off; close() stops taking requests,
 * lets running ones (and running jobs) finish, then closes the database.
 */
export async function startServer(config: Config, logger: Logger, database?: Database): Promise<Running> {
  const { deps, database: db, seeded } = await buildDeps(config, logger, database);
  if (config.workers) await startWorkers(deps);
  const app = createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    deps,
    seeded,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Keep-alive connections get a moment to finish what they are doing.
          setTimeout(() => server.closeAllConnections(), 5000).unref();
        });
        await closeDeps(deps, db);
      })();
      return closing;
    },
  };
}
