/**
 * The demo shop page at /demo/store (issue 14, item 7): a small fake shop carrying the real embed for
 * Demo Store, so a newcomer clicks the banner and sees their record arrive in Consent Tracking. It has
 * what a customer's page has: the one-line snippet first in head, a script held back until Analytics
 * is granted (it shows "Analytics loaded" when it runs), and a YouTube video the embed replaces with
 * a placeholder until consent. A strict CSP allows only this server's scripts and the video's frame.
 */
import type { Middleware } from 'koa';
import type { Db } from '../../../db/database.ts';

export const DEMO_STORE_PATH = '/demo/store';
export const DEMO_STORE_URL = 'https://store.demo.test';
const ANALYTICS_PATH = `${DEMO_STORE_PATH}/analytics.js`;

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The banner sets its colours and positions in style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What the marked script does when the embed lets it run: a visible note (and a dataLayer event). */
const ANALYTICS_JS = `(function () {
  var note = document.getElementById('analytics-note');
  if (note) { note.textContent = 'Analytics loaded: the analytics category was granted.'; note.hidden = false; }
  (window.dataLayer = window.dataLayer || []).push({ event: 'demo_analytics_loaded' });
})();
`;

export function demoStoreHtml(propertyId: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<script src="/embed/v1/consent.js" data-property="${propertyId}"></script>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Store</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d2433; background: #fafafa; }
  header, main, footer { max-width: 56rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { display: flex; justify-content: space-between; align-items: center; }
  .products { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 1rem; }
  .product { background: #fff; border: 1px solid #dde1e8; border-radius: .5rem; padding: 1rem; }
  .note { background: #e7f6ec; border: 1px solid #4f9d69; border-radius: .5rem; padding: .75rem 1rem; }
  .video { aspect-ratio: 16 / 9; width: 100%; max-width: 36rem; border: 0; background: #eef0f4; }
  button { font: inherit; padding: .4rem .8rem; }
</style>
</head>
<body>
<header>
  <strong>Demo Store</strong>
  <button type="button" id="preferences">Cookie settings</button>
</header>
<main>
  <h1>Linen, ceramics and other good things</h1>
  <p>This fake shop carries the Privacy Portal consent banner of the Demo Store property. Make a choice in
  the banner, then open <em>Cookie Consent, Consent Tracking</em> in the portal: your record is at the top.</p>
  <p id="analytics-note" class="note" role="status" hidden></p>
  <section class="products" aria-label="Products">
    <article class="product"><h2>Linen shirt</h2><p>€49</p><button type="button">Add to cart</button></article>
    <article class="product"><h2>Ceramic mug</h2><p>€18</p><button type="button">Add to cart</button></article>
    <article class="product"><h2>Wool throw</h2><p>€89</p><button type="button">Add to cart</button></article>
  </section>
  <h2>How our mugs are made</h2>
  <iframe class="video" title="How our mugs are made (video)" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"
    allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe>
</main>
<footer><small>Demo Store is not a real shop. Nothing here is sold or sent anywhere but this server.</small></footer>
<script type="text/plain" data-category="analytics" src="${ANALYTICS_PATH}"></script>
<script src="${DEMO_STORE_PATH}/page.js"></script>
</body>
</html>
`;
}

/** The page's own script: the "Cookie settings" button opens the embed's preferences (its public API). */
const PAGE_JS = `document.getElementById('preferences').addEventListener('click', function () {
  var api = window.PrivacyPortal;
  if (api && api.showPreferences) api.showPreferences();
});
`;

/** The demo property's id: Demo Store of the seeded demo; none when the demo is not seeded. */
async function demoStoreId(db: Db): Promise<number | undefined> {
  const row = await db('properties')
    .where({ name: 'Demo Store', url: DEMO_STORE_URL })
    .orderBy('id')
    .first('id');
  return row?.id as number | undefined;
}

export function demoStorePage(db: Db): Middleware {
  let id: number | undefined;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(DEMO_STORE_PATH) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    if (ctx.path === ANALYTICS_PATH || ctx.path === `${DEMO_STORE_PATH}/page.js`) {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = ctx.path === ANALYTICS_PATH ? ANALYTICS_JS : PAGE_JS;
      return;
    }
    if (ctx.path !== DEMO_STORE_PATH) return next();
    id ??= await demoStoreId(db);
    if (id === undefined) return next();
    ctx.set('Content-Security-Policy', CSP);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = demoStoreHtml(id);
  };
}
