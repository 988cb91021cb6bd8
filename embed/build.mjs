// Builds the embed into dist/: the chunks first (content-hashed names), then consent.js, the stable
// entry the snippet names, with those names compiled in; then request-form.js (the hosted DSAR form).
// Writes manifest.json (logical name -> file) and a .gz and .br beside each file, which the server
// sends to browsers that accept them.
// Usage: node embed/build.mjs (from anywhere)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const HERE = import.meta.dirname;
const DIST = path.join(HERE, 'dist');
const { version } = JSON.parse(readFileSync(path.join(HERE, 'package.json'), 'utf8'));

const common = {
  bundle: true,
  minify: true,
  format: 'iife',
  // Browsers of the last five years (ES2021: optional chaining, ??=); es2019 output is 4% bigger.
  target: 'es2021',
  charset: 'utf8',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  write: true,
  outdir: DIST,
};

/** The file each entry became (its name relative to dist/). */
function outputs(result) {
  const out = {};
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint)
      out[
        path.basename(meta.entryPoint, '.ts') === 'main'
          ? path.basename(path.dirname(meta.entryPoint))
          : meta.entryPoint
      ] = path.basename(file);
  }
  return out;
}

export async function buildEmbed() {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  const chunks = outputs(
    await build({
      ...common,
      entryPoints: {
        prefs: path.join(HERE, 'src/preferences/main.ts'),
        tcf: path.join(HERE, 'src/tcf/main.ts'),
      },
      entryNames: '[name]-[hash]',
    }),
  );
  const names = { prefs: chunks.preferences, tcf: chunks.tcf };
  await build({
    ...common,
    entryPoints: { consent: path.join(HERE, 'src/consent/main.ts') },
    entryNames: '[name]',
    define: { __PP_CHUNKS__: JSON.stringify(names), __PP_VERSION__: JSON.stringify(version) },
  });
  // The hosted DSAR request form's script: a stable name too (its page names it), revalidated by ETag.
  await build({
    ...common,
    entryPoints: { 'request-form': path.join(HERE, 'src/request-form/main.ts') },
    entryNames: '[name]',
  });
  const manifest = { version, consent: 'consent.js', ...names, requestForm: 'request-form.js' };
  writeFileSync(path.join(DIST, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of ['consent.js', names.prefs, names.tcf, manifest.requestForm]) {
    const body = readFileSync(path.join(DIST, file));
    writeFileSync(path.join(DIST, `${file}.gz`), gzipSync(body, { level: 9 }));
    writeFileSync(
      path.join(DIST, `${file}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(HERE, 'build.mjs')) {
  const manifest = await buildEmbed();
  console.log(`embed built: ${Object.values(manifest).join(', ')}`);
}
