import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built portal: hashed assets cached for a year, everything else answered with
 * index.html (SPA fallback, never cached) so that deep links work. The build writes .br and .gz
 * next to each text file; koa-send picks the one the browser accepts (Accept-Encoding).
 */
export function portalStatic(dir: string | undefined): Middleware {
  const index = dir ? path.join(dir, 'index.html') : undefined;
  const built = Boolean(index && existsSync(index));
  return async (ctx, next) => {
    if (!['GET', 'HEAD'].includes(ctx.method) || ctx.path.startsWith('/api/') || ctx.path === '/api')
      return next();
    if (!built || !dir) {
      ctx.status = 503;
      ctx.type = 'text';
      ctx.body = 'The portal is not built. Run "npm run build -w portal" (npm start does it for you).';
      return;
    }
    // The same URL answers brotli, gzip or plain: caches must key on the browser's encodings.
    ctx.vary('Accept-Encoding');
    if (ctx.path.startsWith('/assets/')) {
      try {
        await send(ctx, ctx.path, { root: dir, immutable: true, maxage: 365 * 24 * 3600 * 1000 });
        return;
      } catch {
        return next();
      }
    }
    const file = ctx.path.slice(1);
    if (file && !file.includes('..') && /\.[a-z0-9]+$/i.test(file) && existsSync(path.join(dir, file))) {
      await send(ctx, file, { root: dir, maxage: 3600 * 1000 });
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: dir });
  };
}
