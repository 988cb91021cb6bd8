/** The binding the in-page hooks report through (BrowserContext.exposeBinding). */
export const REPORT_BINDING = '__ppScanReport';

/** What the in-page hooks report: a cookie or storage write and the script that made it. */
export type PageReport =
  | { type: 'cookie'; text: string; script: string | null; documentUrl: string }
  | {
      type: 'cookieStore';
      name: string;
      domain: string | null;
      path: string | null;
      /** Milliseconds since the epoch, as CookieStore takes it. */
      expires: number | null;
      script: string | null;
      documentUrl: string;
    }
  | { type: 'storage'; kind: 'local' | 'session'; key: string; script: string | null; origin: string }
  /** A script started a request (image src, fetch, xhr, beacon, iframe src): its Set-Cookie is that script's. */
  | { type: 'request'; url: string; script: string };

/**
 * Runs in every frame before the page's own scripts. It wraps the `document.cookie` setter, CookieStore
 * `set` and `Storage.setItem`, and reports each write with the URL of the calling script: the first
 * http(s) frame of `new Error().stack`. An inline script's frames carry the page's URL, so inline
 * writes are attributed to the page; the hook's own frames have no URL. The original setter always
 * runs, so the site behaves as without the scanner.
 *
 * It also reports which script starts a request (img/iframe src, fetch, XMLHttpRequest, sendBeacon).
 * CDP's request initiator cannot say: Chromium loads an image whose src a script set from a microtask,
 * without the script's stack, and reports it as the document's ("parser").
 *
 * A string, not a function: the server is compiled without the DOM library, and Playwright would
 * serialise a function to text anyway.
 */
export const PAGE_HOOK_SCRIPT = `(() => {
  if (window.__ppScanHooked) return;
  Object.defineProperty(window, '__ppScanHooked', { value: true });
  const frameUrl = /(https?:\\/\\/[^\\s()]+?):\\d+:\\d+/;
  const caller = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    const stack = String(new Error().stack || '');
    Error.stackTraceLimit = limit;
    const lines = stack.split('\\n');
    for (let i = 1; i < lines.length; i += 1) {
      const m = frameUrl.exec(lines[i]);
      if (m) return m[1];
    }
    return null;
  };
  const report = (record) => {
    try {
      const fn = window[${JSON.stringify(REPORT_BINDING)}];
      if (typeof fn === 'function') fn(record).catch(() => {});
    } catch {}
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie && cookie.get && cookie.set) {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: cookie.enumerable,
      get() { return cookie.get.call(this); },
      set(value) {
        report({ type: 'cookie', text: String(value), script: caller(), documentUrl: String(location.href) });
        cookie.set.call(this, value);
      },
    });
  }
  if (typeof CookieStore !== 'undefined' && CookieStore.prototype.set) {
    const set = CookieStore.prototype.set;
    CookieStore.prototype.set = function (nameOrOptions, value) {
      const o = nameOrOptions && typeof nameOrOptions === 'object' ? nameOrOptions : { name: nameOrOptions, value };
      report({
        type: 'cookieStore',
        name: String(o.name),
        domain: typeof o.domain === 'string' ? o.domain : null,
        path: typeof o.path === 'string' ? o.path : null,
        expires: typeof o.expires === 'number' ? o.expires : null,
        script: caller(),
        documentUrl: String(location.href),
      });
      return set.apply(this, arguments);
    };
  }
  const requested = (url) => {
    const script = caller();
    if (!script) return;
    try { report({ type: 'request', url: new URL(String(url), document.baseURI).href, script }); } catch {}
  };
  for (const proto of [HTMLImageElement.prototype, HTMLIFrameElement.prototype]) {
    const src = Object.getOwnPropertyDescriptor(proto, 'src');
    if (!src || !src.set) continue;
    Object.defineProperty(proto, 'src', {
      configurable: true,
      enumerable: src.enumerable,
      get: src.get,
      set(value) { requested(value); src.set.call(this, value); },
    });
  }
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (String(name).toLowerCase() === 'src' && (this instanceof HTMLImageElement || this instanceof HTMLIFrameElement)) {
      requested(value);
    }
    return setAttribute.apply(this, arguments);
  };
  const fetch = window.fetch;
  if (typeof fetch === 'function') {
    window.fetch = function (input) {
      requested(input && typeof input === 'object' && 'url' in input ? input.url : input);
      return fetch.apply(this, arguments);
    };
  }
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    requested(url);
    return open.apply(this, arguments);
  };
  if (navigator.sendBeacon) {
    const sendBeacon = navigator.sendBeacon;
    navigator.sendBeacon = function (url) {
      requested(url);
      return sendBeacon.apply(this, arguments);
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let kind = 'session';
    try { if (this === window.localStorage) kind = 'local'; } catch {}
    report({ type: 'storage', kind, key: String(key), script: caller(), origin: String(location.origin) });
    return setItem.apply(this, arguments);
  };
})();`;

/** Global Privacy Control in the page as well as in the Sec-GPC header (https://w3c.github.io/gpc/). */
export const GPC_SCRIPT = `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
  configurable: true,
  enumerable: true,
  get() { return true; },
});`;

/** Reads a frame's storage: keys and a short fingerprint of each value (to see a write, never to keep it). */
export const READ_STORAGE_SCRIPT = `(() => {
  const read = (storage) => {
    const out = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null) continue;
      const value = String(storage.getItem(key));
      out.push([key, value.length + ':' + value.slice(0, 64)]);
    }
    return out;
  };
  let local = [];
  let session = [];
  try { local = read(window.localStorage); } catch {}
  try { session = read(window.sessionStorage); } catch {}
  return { origin: String(location.origin), local, session };
})()`;

/** The page's links, resolved by the browser against the document's base URL. */
export const READ_LINKS_SCRIPT = `Array.from(document.querySelectorAll('a[href]'), (a) => a.href).filter((h) => typeof h === 'string')`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Checks a report from the page: page scripts can call the binding too, so nothing is trusted. */
export function toPageReport(value: unknown): PageReport | null {
  if (!isRecord(value)) return null;
  const script = str(value.script);
  if (value.type === 'cookie' && typeof value.text === 'string' && typeof value.documentUrl === 'string') {
    return { type: 'cookie', text: value.text, script, documentUrl: value.documentUrl };
  }
  if (
    value.type === 'cookieStore' &&
    typeof value.name === 'string' &&
    typeof value.documentUrl === 'string'
  ) {
    return {
      type: 'cookieStore',
      name: value.name,
      domain: str(value.domain),
      path: str(value.path),
      expires: typeof value.expires === 'number' ? value.expires : null,
      script,
      documentUrl: value.documentUrl,
    };
  }
  if (
    value.type === 'storage' &&
    (value.kind === 'local' || value.kind === 'session') &&
    typeof value.key === 'string' &&
    typeof value.origin === 'string'
  ) {
    return { type: 'storage', kind: value.kind, key: value.key, script, origin: value.origin };
  }
  if (value.type === 'request' && typeof value.url === 'string' && typeof script === 'string') {
    return { type: 'request', url: value.url, script };
  }
  return null;
}

export interface StorageSnapshot {
  origin: string;
  local: Array<[string, string]>;
  session: Array<[string, string]>;
}

function isPairs(value: unknown): value is Array<[string, string]> {
  return (
    Array.isArray(value) &&
    value.every((p) => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string')
  );
}

export function toStorageSnapshot(value: unknown): StorageSnapshot | null {
  if (!isRecord(value) || typeof value.origin !== 'string') return null;
  if (!isPairs(value.local) || !isPairs(value.session)) return null;
  return { origin: value.origin, local: value.local, session: value.session };
}
