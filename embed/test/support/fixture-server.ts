// One node:http server for every host of a test (Chromium maps *.test to 127.0.0.1):
// - portal.test: the built embed under /embed/v1/ (through the server's own embedStatic) and a fake
//   public API whose answers each test sets per property id, recording what the embed posts;
// - shop.test: the customer's pages, registered by the tests;
// - tracker.test, ads.test: third-party scripts that leave traces (a global list, a cookie, a dataLayer
//   event) when they run; www.youtube.com, video.test: embedded frames that report when they render.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  compileRequest,
  findOperation,
  requestProblems,
  responseProblems,
} from '@privacy-portal/openapi/contract';
import Koa from 'koa';
import { embedStatic } from '../../../server/src/http/embed.ts';
import { bannerDetails, type PublicBannerConfig, vendorList } from './configs.ts';

export const DIST = path.join(import.meta.dirname, '..', '..', 'dist');

/** How the fake API answers a property's config. */
export type ConfigAnswer = PublicBannerConfig | 'not-found' | 'invalid-json' | 'down' | 'slow';

export interface Posted {
  body: unknown;
  contentType: string | undefined;
  /** What breaks the contract in it; empty when it conforms. */
  problems: string[];
}

export interface Fixtures {
  port: number;
  /** http://<host>:<port><path> */
  url(host: string, path: string): string;
  setConfig(pid: string, answer: ConfigAnswer): void;
  /** Adds a page to shop.test; returns its address. */
  page(name: string, html: string): string;
  /** A page with the embed first in <head>. */
  site(
    name: string,
    pid: string,
    opts?: { head?: string; body?: string; lang?: string; dir?: string },
  ): string;
  consents(pid: string): Posted[];
  seen(pid: string): Posted[];
  /** Paths asked of every host: `tracker.test /t/analytics.js`. */
  requests: string[];
  /** Frames and scripts that actually ran (they call /ran?what=). */
  ran: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

function posted(method: 'post', template: string, pid: string, text: string, type?: string): Posted {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { body: text, contentType: type, problems: ['not JSON'] };
  }
  const entry = findOperation(method, template);
  if (!entry) throw new Error(`no operation ${template}`);
  const problems = requestProblems(compileRequest(entry), {
    params: { propertyId: pid },
    query: {},
    body,
    hasBody: true,
  }).map((p) => `${p.field} ${p.reason}`);
  return { body, contentType: type, problems };
}

export async function startFixtures(): Promise<Fixtures> {
  const configs = new Map<string, ConfigAnswer>();
  const pages = new Map<string, string>();
  const consents = new Map<string, Posted[]>();
  const seen = new Map<string, Posted[]>();
  const requests: string[] = [];
  const ran: string[] = [];
  const embed = new Koa().use(embedStatic(DIST)).callback();
  let port = 0;
  const url = (host: string, p: string) => `http://${host}:${port}${p}`;

  const send = (res: ServerResponse, status: number, type: string, body: string, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(body);
  };

  async function api(req: IncomingMessage, res: ServerResponse, u: URL): Promise<void> {
    const m = /^\/api\/v1\/public\/cookie-consent\/([^/]+)\/([a-z-]+)$/.exec(u.pathname);
    const cors = { 'access-control-allow-origin': '*' };
    if (!m) return send(res, 404, 'application/json', '{}', cors);
    const [, pid = '', what] = m;
    if (req.method === 'POST') {
      const text = await readBody(req);
      const list = what === 'consents' ? consents : seen;
      const p = posted(
        'post',
        `/public/cookie-consent/{propertyId}/${what}`,
        pid,
        text,
        req.headers['content-type'],
      );
      list.set(pid, [...(list.get(pid) ?? []), p]);
      return send(
        res,
        what === 'consents' ? 201 : 204,
        'application/json',
        what === 'consents' ? '{}' : '',
        cors,
      );
    }
    const answer = configs.get(pid) ?? 'not-found';
    if (answer === 'down') {
      req.socket.destroy();
      return;
    }
    if (answer === 'not-found')
      return send(res, 404, 'application/json', '{"error":{"code":"not_found","message":"No banner"}}', cors);
    if (answer === 'invalid-json')
      return send(res, 200, 'application/json', '{"response": {"version": 3,', cors);
    if (answer === 'slow')
      return void setTimeout(() => send(res, 404, 'application/json', '{}', cors), 60_000);
    let body: unknown;
    if (what === 'config') body = { response: answer };
    else if (what === 'details') body = { response: bannerDetails(answer.version) };
    else if (what === 'vendor-list') body = vendorList();
    else return send(res, 404, 'application/json', '{}', cors);
    const problems = responseProblems(`/public/cookie-consent/{propertyId}/${what}`, 'get', 200, body);
    if (problems.length) throw new Error(`canned ${what} breaks the contract: ${problems.join('; ')}`);
    send(res, 200, 'application/json', JSON.stringify(body), cors);
  }

  /** A third-party script that leaves its traces: ?c=cookie name, ?n=name. */
  function thirdParty(u: URL): string {
    const n = JSON.stringify(u.searchParams.get('n') ?? u.pathname);
    const c = u.searchParams.get('c');
    return `(window.__ran=window.__ran||[]).push(${n});${c ? `document.cookie=${JSON.stringify(`${c}=1; path=/`)};` : ''}(window.dataLayer=window.dataLayer||[]).push({event:'tag_'+${n}});`;
  }

  const server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    const u = new URL(req.url ?? '/', `http://${host}`);
    requests.push(`${host} ${u.pathname}${u.search}`);
    (async () => {
      if (u.pathname === '/ran') {
        ran.push(u.searchParams.get('what') ?? '');
        return send(res, 204, 'text/plain', '', { 'access-control-allow-origin': '*' });
      }
      if (host === 'portal.test') {
        if (u.pathname.startsWith('/embed/v1/')) return embed(req, res);
        if (u.pathname.startsWith('/api/')) return api(req, res, u);
      }
      if (host === 'shop.test' && pages.has(u.pathname))
        return send(res, 200, 'text/html; charset=utf-8', pages.get(u.pathname) ?? '');
      if ((host === 'tracker.test' || host === 'ads.test') && u.pathname.endsWith('.js'))
        return send(res, 200, 'text/javascript', thirdParty(u));
      if (host === 'www.youtube.com' || host === 'video.test')
        return send(
          res,
          200,
          'text/html',
          `<!doctype html><title>frame</title><p>video</p><script>fetch('/ran?what=${encodeURIComponent(`${host}${u.pathname}`)}')</script>`,
        );
      send(res, 404, 'text/plain', 'not found');
    })().catch((e: unknown) => {
      console.error(e);
      if (!res.headersSent) send(res, 500, 'text/plain', String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  const page = (name: string, html: string) => {
    pages.set(`/${name}`, html);
    return url('shop.test', `/${name}`);
  };
  return {
    port,
    url,
    setConfig: (pid, answer) => configs.set(pid, answer),
    page,
    site(name, pid, opts = {}) {
      const lang = opts.lang ?? 'en';
      return page(
        name,
        `<!doctype html><html lang="${lang}"${opts.dir ? ` dir="${opts.dir}"` : ''}><head><meta charset="utf-8"><title>Shop</title>` +
          `<script src="${url('portal.test', '/embed/v1/consent.js')}" data-property="${pid}"></script>${opts.head ?? ''}</head>` +
          `<body><main><h1>Shop</h1><button id="page-button">Page button</button>${opts.body ?? ''}</main></body></html>`,
      );
    },
    consents: (pid) => consents.get(pid) ?? [],
    seen: (pid) => seen.get(pid) ?? [],
    requests,
    ran,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
