import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

export const EMBED_PREFIX = '/embed/v1/';

/** The stable entries (the snippet's, the hosted request form's): short cache, revalidated by ETag. Everything else is hashed. */
const STABLE = new Set(['consent.js', 'request-form.js', 'manifest.json']);
const FILE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(js|json)$/;

/**
 * Serves the built embed (embed/dist) under /embed/v1/: content-hashed chunks cached for a year,
 * consent.js for five minutes (then served stale while a fresh copy is fetched) with an ETag, so a
 * new release reaches every site within minutes. The build writes .br and .gz beside each file;
 * koa-send picks the one the browser accepts. No CORS: scripts load cross-origin without it.
 */
export function embedStatic(dir: string | undefined): Middleware {
  const etags = new Map<string, { mtime: number; etag: string }>();
  const etagOf = (file: string) => {
    const mtime = statSync(file).mtimeMs;
    const known = etags.get(file);
    if (known?.mtime === mtime) return known.etag;
    const etag = `"${createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27)}"`;
    etags.set(file, { mtime, etag });
    return etag;
  };
  return async (ctx, next) => {
    if (!ctx.path.startsWith(EMBED_PREFIX) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const name = ctx.path.slice(EMBED_PREFIX.length);
    const file = dir && FILE.test(name) ? path.join(dir, name) : '';
    if (!file || !existsSync(file)) {
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body =
        dir && existsSync(dir) ? 'Not found' : 'The embed is not built. Run "npm run build -w embed".';
      return;
    }
    ctx.vary('Accept-Encoding');
    // The page headers default to same-origin, which would stop customers' sites loading the script.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (STABLE.has(name)) {
      ctx.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
      ctx.set('ETag', etagOf(file));
      ctx.status = 200; // Koa compares validators only on a 2xx response.
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    } else {
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
    await send(ctx, name, { root: dir });
  };
}
