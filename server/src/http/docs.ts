import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import { spec } from '@privacy-portal/openapi/contract';
import send from 'koa-send';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Privacy Portal API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// A file rather than an inline script, so the Content-Security-Policy can stay strict.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** The contract as JSON and browsable docs (swagger-ui, served from the package: no CDN). */
export function docsRouter(): Router {
  const router = new Router();
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = spec;
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = PAGE;
  });
  router.get('/api/docs/init.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.body = INIT;
  });
  router.get('/api/docs/assets/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!/^swagger-ui(-bundle)?\.(css|js)$/.test(file)) return;
    await send(ctx, file, { root: swaggerDir, maxage: 86_400_000 });
  });
  return router;
}
