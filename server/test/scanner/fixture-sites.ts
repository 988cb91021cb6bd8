import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fixture sites for the cookie scanner: one node:http server on 127.0.0.1 (an ephemeral port) that
 * serves several host names by the Host header. Chromium reaches them through HOST_RESOLVER_RULES,
 * so nothing leaves loopback.
 *
 * shop.test is the property:
 * - every page sets `session_id` (HTTP, session) when the request has none;
 * - /js/analytics.js sets `_ga` (2 years), `prefs` (1 day) and two storage keys, unless the visitor
 *   rejected or sends GPC;
 * - an inline loader adds http://ads.test/pixel.js unless rejected; the server leaves the loader out
 *   when the request carries Sec-GPC: 1;
 * - /js/sneaky.js sets `sneaky_tracker` (1 year) and localStorage `sneaky_ls` whatever the visitor chose;
 * - a banner with `[data-cc="reject-all"]`: rejecting sets `cc_cookie` and deletes what analytics and
 *   ads wrote;
 * - robots.txt disallows /private and names /sitemap.xml, an index of /sitemap-pages.xml listing
 *   /page/1../page/N (and a /private page that robots.txt rules out);
 * - /login (form) and /account (needs the `auth_token` cookie of a login).
 * ads.test is a third party: /pixel.js writes `ad_id` with document.cookie (into shop.test's jar, as
 * it runs in shop.test's page) and loads an image from /collect, whose response sets `IDE`.
 * 127.0.0.1 serves /internal.png and /internal.js: "intranet" resources for the SSRF tests.
 */

export const HOST_RESOLVER_RULES = 'MAP *.test 127.0.0.1';

export interface FixtureRequest {
  host: string;
  method: string;
  path: string;
  gpc: boolean;
}

export interface FixtureSite {
  port: number;
  /** http://shop.test:<port> */
  shop: string;
  /** http://ads.test:<port> */
  ads: string;
  /** http://127.0.0.1:<port> */
  internal: string;
  /** Every request, in arrival order. */
  requests: FixtureRequest[];
  close(): Promise<void>;
}

export interface FixtureSiteOptions {
  /** Pages /page/1../page/N, in the sitemap and each linking to the next. Default 3. */
  pages?: number;
}

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

const BANNER_JS = `document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('[data-cc]');
  if (!button) return;
  var choice = button.getAttribute('data-cc') === 'reject-all' ? 'rejected' : 'accepted';
  document.cookie = 'cc_cookie=' + choice + '; Path=/; Max-Age=15552000; SameSite=Lax';
  if (choice === 'rejected') {
    ['_ga', 'prefs', 'ad_id'].forEach(function (name) { document.cookie = name + '=; Path=/; Max-Age=0'; });
    localStorage.removeItem('analytics_id');
    sessionStorage.removeItem('analytics_session');
  }
  document.getElementById('cc-banner').remove();
});`;

const ANALYTICS_JS = `(function () {
  if (/(?:^|; )cc_cookie=rejected/.test(document.cookie) || navigator.globalPrivacyControl) return;
  var id = (document.cookie.match(/(?:^|; )_ga=([^;]*)/) || [])[1] || 'GA1.1.' + Math.floor(Math.random() * 1e9);
  document.cookie = '_ga=' + id + '; Path=/; Max-Age=63072000; SameSite=Lax';
  document.cookie = 'prefs=compact; Path=/; Max-Age=86400';
  localStorage.setItem('analytics_id', id);
  sessionStorage.setItem('analytics_session', '1');
})();`;

const SNEAKY_JS = `document.cookie = 'sneaky_tracker=1; Path=/; Max-Age=31536000';
localStorage.setItem('sneaky_ls', 'x');`;

function pixelJs(ads: string): string {
  return `document.cookie = 'ad_id=' + Math.floor(Math.random() * 1e9) + '; Path=/; Max-Age=7776000';
new Image().src = '${ads}/collect?r=' + Math.random();`;
}

export async function serveFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const pageCount = options.pages ?? 3;
  const requests: FixtureRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const shop = `http://shop.test:${port}`;
  const ads = `http://ads.test:${port}`;
  const internal = `http://127.0.0.1:${port}`;

  function page(req: IncomingMessage, res: ServerResponse, path: string, links: string[], extra = ''): void {
    const cookies = cookiesOf(req);
    const gpc = req.headers['sec-gpc'] === '1';
    const headers: http.OutgoingHttpHeaders = {};
    if (!cookies.has('session_id')) {
      headers['set-cookie'] =
        `session_id=${Math.random().toString(36).slice(2)}; Path=/; HttpOnly; SameSite=Lax`;
    }
    const loader = gpc
      ? ''
      : `<script>if (!/(?:^|; )cc_cookie=rejected/.test(document.cookie)) {
  var s = document.createElement('script'); s.src = '${ads}/pixel.js'; document.head.appendChild(s);
}</script>`;
    const banner = cookies.has('cc_cookie')
      ? ''
      : `<div id="cc-banner"><p>We use cookies.</p>
<button data-cc="reject-all">Reject all</button> <button data-cc="accept-all">Accept all</button></div>`;
    const nav = links.map((href) => `<a href="${href}">${href}</a>`).join('\n');
    send(
      res,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html><head><title>shop.test ${path}</title>
<script src="/js/banner.js"></script>
<script src="/js/analytics.js"></script>
${loader}
<script src="/js/sneaky.js"></script>
</head><body>${banner}<h1>${path}</h1><nav>${nav}</nav>${extra}</body></html>`,
      headers,
    );
  }

  function handleShop(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const path = url.pathname;
    const pageMatch = /^\/page\/(\d+)$/.exec(path);
    if (path === '/') {
      page(req, res, path, [
        '/about',
        '/about#team',
        '/search?q=cookies',
        '/private/secret',
        '/page/1',
        '/logo.png',
        `${ads}/landing`,
        'mailto:info@shop.test',
      ]);
    } else if (pageMatch) {
      const n = Number(pageMatch[1]);
      if (n < 1 || n > pageCount) send(res, 404, 'text/plain', 'no such page');
      else page(req, res, path, n < pageCount ? ['/', `/page/${n + 1}`] : ['/']);
    } else if (path === '/about' || path === '/search' || path.startsWith('/private/')) {
      page(req, res, path, ['/']);
    } else if (path === '/embeds-internal') {
      page(
        req,
        res,
        path,
        [],
        `<img src="${internal}/internal.png"><script src="${internal}/internal.js"></script>`,
      );
    } else if (path === '/slow') {
      // Answers after 30 s: only a cancelled scan gets away quickly. close() cuts it.
      const timer = setTimeout(() => page(req, res, path, []), 30_000);
      timers.add(timer);
    } else if (path === '/robots.txt') {
      send(res, 200, 'text/plain', `User-agent: *\nDisallow: /private\n\nSitemap: ${shop}/sitemap.xml\n`);
    } else if (path === '/sitemap.xml') {
      send(
        res,
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <!-- <sitemap><loc>${shop}/sitemap-old.xml</loc></sitemap> -->
  <sitemap><loc>${shop}/sitemap-pages.xml</loc></sitemap>
</sitemapindex>`,
      );
    } else if (path === '/sitemap-pages.xml') {
      const locs = Array.from(
        { length: pageCount },
        (_, i) => `  <url><loc>${shop}/page/${i + 1}</loc></url>`,
      );
      locs.push(`  <url><loc>${shop}/private/from-sitemap</loc></url>`);
      send(
        res,
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.join('\n')}
</urlset>`,
      );
    } else if (path === '/js/banner.js') {
      send(res, 200, 'text/javascript', BANNER_JS);
    } else if (path === '/js/analytics.js') {
      send(res, 200, 'text/javascript', ANALYTICS_JS);
    } else if (path === '/js/sneaky.js') {
      send(res, 200, 'text/javascript', SNEAKY_JS);
    } else if (path === '/login' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('user') === 'alice' && form.get('pass') === 'secret') {
          res.writeHead(303, {
            location: '/account',
            'set-cookie': 'auth_token=t0ken; Path=/; HttpOnly; SameSite=Lax',
            'cache-control': 'no-store',
          });
          res.end();
        } else {
          send(res, 401, 'text/plain', 'wrong user or password');
        }
      });
    } else if (path === '/login') {
      send(
        res,
        200,
        'text/html',
        `<!doctype html><form method="post" action="/login">
<input id="user" name="user"> <input id="pass" name="pass" type="password"> <button id="go">Log in</button></form>`,
      );
    } else if (path === '/account') {
      if (cookiesOf(req).get('auth_token') !== 't0ken') {
        res.writeHead(302, { location: '/login' });
        res.end();
      } else {
        page(req, res, path, ['/']);
      }
    } else {
      send(res, 404, 'text/plain', 'not found');
    }
  }

  function handleAds(res: ServerResponse, url: URL): void {
    if (url.pathname === '/pixel.js') {
      send(res, 200, 'text/javascript', pixelJs(ads));
    } else if (url.pathname === '/collect') {
      // 1x1 transparent GIF.
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      res.writeHead(200, {
        'content-type': 'image/gif',
        'cache-control': 'no-store',
        'set-cookie': 'IDE=AHWqTUm; Max-Age=34186669; Path=/; SameSite=None; Secure',
      });
      res.end(gif);
    } else if (url.pathname === '/landing') {
      send(res, 200, 'text/html', '<!doctype html><p>Ads landing page</p>');
    } else {
      send(res, 404, 'text/plain', 'not found');
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', `http://${host}`);
    requests.push({
      host,
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      gpc: req.headers['sec-gpc'] === '1',
    });
    if (host === 'shop.test') handleShop(req, res, url);
    else if (host === 'ads.test') handleAds(res, url);
    else if (host === '127.0.0.1' && url.pathname.startsWith('/internal'))
      send(res, 200, 'text/plain', 'intranet');
    else send(res, 404, 'text/plain', 'unknown host');
  });

  return {
    port,
    shop,
    ads,
    internal,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
