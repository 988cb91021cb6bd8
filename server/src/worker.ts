// `npm run worker`: the job workers alone, no HTTP server, for running them apart from the API
// (API replicas with WORKERS=off). Needs PostgreSQL: the embedded PGlite belongs to one process,
// where `npm start` runs the workers itself.
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { buildDeps, closeDeps, startWorkers } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  process.stderr.write(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database is used by one process, and npm start runs the workers there.\n',
  );
  process.exit(2);
}

// Seeding is the API's start-up work; the worker only works.
const { deps, database } = await buildDeps({ ...config, demoSeed: false, workers: true }, logger);
await startWorkers(deps);
logger.info('workers running');
// Straight to stdout, as npm start's banner: the log above waits in pino's buffer when stdout is a pipe,
// and whoever started the process (an operator, a supervisor, the scale-out test) is told it is up.
process.stdout.write('  Privacy Portal workers are running (PostgreSQL, DATABASE_URL)\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the workers');
    closeDeps(deps, database).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
