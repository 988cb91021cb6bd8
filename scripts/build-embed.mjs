// Builds the embed (consent.js and its hashed chunks, request-form.js; embed/build.mjs) only when its
// sources changed: `npm start` and CI run this. The sources' content hash is kept in embed/dist/.sources-hash.
// Usage: node scripts/build-embed.mjs [--force]
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEmbed } from '../embed/build.mjs';
import { ROOT, sourcesHash, upToDate } from './sources-hash.mjs';

const DIST = path.join(ROOT, 'embed', 'dist');
const STAMP = path.join(DIST, '.sources-hash');
const INPUTS = [
  'embed/src',
  'embed/build.mjs',
  'embed/package.json',
  'sdk/src/rules/cookieConsent/blocking.ts',
  // The request form bundles the DSAR form rules and messages, and the locale list.
  'sdk/src/rules/dsar/form-defaults.ts',
  'sdk/src/rules/dsar/form-texts.ts',
  'sdk/src/rules/dsar/form-types.ts',
  'sdk/src/rules/dsar/submission.ts',
  'sdk/src/rules/i18n/locales.ts',
  'package-lock.json',
  'scripts/build-embed.mjs',
];

const hash = sourcesHash(INPUTS);
if (
  !process.argv.includes('--force') &&
  existsSync(path.join(DIST, 'manifest.json')) &&
  upToDate(STAMP, hash)
) {
  console.log('Embed is up to date.');
} else {
  await buildEmbed();
  writeFileSync(STAMP, `${hash}\n`);
}
