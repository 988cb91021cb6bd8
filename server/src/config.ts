import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type DevMailboxMode = 'local' | 'open' | 'off';

export interface Config {
  port: number;
  host: string;
  /** Public address of the portal, used in mailed links. */
  appUrl: string;
  /** PGlite data directory (used when databaseUrl is not set). */
  dataDir: string;
  /** postgres://… to use a real PostgreSQL; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  demoSeed: boolean;
  /** Consent records the demo seed gives Demo Store over the last 90 days (DEMO_CONSENTS; 0 for none). */
  demoConsents: number;
  /** smtp://user:pass@host:port; unset means mails go to the outbox and the dev mailbox. */
  smtpUrl: string | undefined;
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (S3_BUCKET set). */
  s3: S3Config | undefined;
  mailFrom: string;
  /** Who may read the dev mailbox: `local` (loopback clients only), `open` (anyone) or `off`. */
  devMailbox: DevMailboxMode;
  /** HS256 secret for session tokens; unset means one is generated and kept in the database. */
  jwtSecret: string | undefined;
  /** Key of secrets at rest (security/secrets.ts); unset means one is generated and kept in the database. */
  secretsKey: string | undefined;
  sessionTtlSeconds: number;
  logLevel: string;
  /** Directory of the built portal to serve; unset or missing means API only. */
  portalDir: string | undefined;
  /** Directory of the built embed (consent.js and its chunks), served under /embed/v1/; unset means none. */
  embedDir: string | undefined;
  /** Failed logins allowed per (client address, account) pair in loginBlockSeconds before 429. */
  loginMaxFailures: number;
  loginBlockSeconds: number;
  /**
   * Failed logins allowed per account from all addresses in an hour (OWASP's second level): stops a
   * guesser spread over many addresses, while LOGIN_MAX_FAILURES from one address lock only that one.
   */
  loginAccountMaxFailures: number;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Stripe secret key; unset means the built-in test provider takes payments. Never logged or sent out. */
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (whsec_…), for constructEvent. */
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API address (a local fake or stripe-mock), e.g. http://127.0.0.1:12111. */
  stripeApiBase: string | undefined;
  /** Whether this process runs the job workers (WORKERS=off for API-only replicas; `npm run worker` runs them). */
  workers: boolean;
  /** Seconds between a worker's polls of its queue. */
  jobPollingSeconds: number;
  /** First wait before a failed mail is tried again; it doubles with each try. */
  mailRetryDelaySeconds: number;
  /** The scanner's browser (Debian's chromium by default). */
  chromiumPath: string;
  /**
   * Let the scanner reach private and loopback addresses: only for tests and local fixture sites.
   * Off in production, where it would let a property's address point the scanner at internal hosts.
   */
  scannerAllowPrivate: boolean;
  /** Chromium --host-resolver-rules for the scanner (tests map fake hostnames to 127.0.0.1). */
  scannerHostRules: string | undefined;
  /**
   * Download the IAB Global Vendor List and Google's ad-technology providers weekly (a job); off,
   * the stored lists (or the bundled samples) are kept. Off in tests: nothing may be downloaded there.
   */
  vendorListsRefresh: boolean;
  /**
   * The IAB CMP id and version the TCF layer writes into TC strings. 0 is no registered CMP: a real
   * deployment needs its own IAB-registered CMP id (docs/deployment.md).
   */
  tcfCmpId: number;
  tcfCmpVersion: number;
  /** A trusted CDN's country header (cf-ipcountry, cloudfront-viewer-country); unset: geoip-lite on the address. */
  geoCountryHeader: string | undefined;
  /** The CDN's subdivision header beside it (cf-region-code: CA), for US states. */
  geoRegionHeader: string | undefined;
  /** geoip-lite on the visitor's address (about 150 MB of memory, loaded on first use); off: region unknown. */
  geoip: boolean;
  /** Consent submissions (and receipt reads) per address and property per minute. */
  consentRateLimit: number;
  /** How long the consent batcher waits for more submissions before committing (group commit). */
  consentBatchMs: number;
  /**
   * Most submissions in one batch; unset: 100 on PostgreSQL (the next batch is checked while one is
   * written), 500 on PGlite (whose writes run on the server's own thread: fewer, larger statements).
   */
  consentBatchMax: number | undefined;
  /** Seconds a replica serves a property's public banner config before checking the database again. */
  publicConfigTtlSeconds: number;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function devMailboxMode(value: string | undefined): DevMailboxMode {
  if (value === undefined || value === '') return 'local';
  const mode = value.toLowerCase();
  if (mode === 'local' || mode === 'open' || mode === 'off') return mode;
  throw new Error(`DEV_MAILBOX must be local, open or off, got "${value}"`);
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS's own when unset. */
  endpoint: string | undefined;
  /** Keys from the environment; unset leaves the AWS SDK's own chain (instance role, profile). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = int('PORT', env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoSeed: bool(env.DEMO_SEED, true),
    demoConsents: int('DEMO_CONSENTS', env.DEMO_CONSENTS, 30_000),
    smtpUrl: env.SMTP_URL || undefined,
    s3: s3Config(env),
    mailFrom: env.MAIL_FROM || 'Privacy Portal <no-reply@privacy-portal.local>',
    devMailbox: devMailboxMode(env.DEV_MAILBOX),
    jwtSecret: env.JWT_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    sessionTtlSeconds: int('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 12 * 3600),
    logLevel: env.LOG_LEVEL || 'info',
    portalDir: env.PORTAL_DIR === '' ? undefined : path.resolve(cwd, env.PORTAL_DIR || 'portal/dist'),
    embedDir: env.EMBED_DIR === '' ? undefined : path.resolve(cwd, env.EMBED_DIR || 'embed/dist'),
    loginMaxFailures: int('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5),
    loginBlockSeconds: int('LOGIN_BLOCK_SECONDS', env.LOGIN_BLOCK_SECONDS, 15 * 60),
    loginAccountMaxFailures: int('LOGIN_ACCOUNT_MAX_FAILURES', env.LOGIN_ACCOUNT_MAX_FAILURES, 100),
    trustProxy: bool(env.TRUST_PROXY, false),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    workers: bool(env.WORKERS, true),
    jobPollingSeconds: int('JOB_POLLING_SECONDS', env.JOB_POLLING_SECONDS, 2) || 2,
    mailRetryDelaySeconds: int('MAIL_RETRY_DELAY_SECONDS', env.MAIL_RETRY_DELAY_SECONDS, 10) || 10,
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    scannerAllowPrivate: bool(env.SCANNER_ALLOW_PRIVATE, false),
    scannerHostRules: env.SCANNER_HOST_RULES || undefined,
    vendorListsRefresh: bool(env.VENDOR_LISTS_REFRESH, true),
    tcfCmpId: int('TCF_CMP_ID', env.TCF_CMP_ID, 0),
    tcfCmpVersion: int('TCF_CMP_VERSION', env.TCF_CMP_VERSION, 1) || 1,
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase() || undefined,
    geoRegionHeader: env.GEO_REGION_HEADER?.toLowerCase() || undefined,
    geoip: bool(env.GEOIP, true),
    consentRateLimit: int('CONSENT_RATE_LIMIT', env.CONSENT_RATE_LIMIT, 60) || 60,
    consentBatchMs: int('CONSENT_BATCH_MS', env.CONSENT_BATCH_MS, 5),
    consentBatchMax: int('CONSENT_BATCH_MAX', env.CONSENT_BATCH_MAX, 0) || undefined,
    publicConfigTtlSeconds: int('PUBLIC_CONFIG_TTL_SECONDS', env.PUBLIC_CONFIG_TTL_SECONDS, 5),
  };
}

export function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}
