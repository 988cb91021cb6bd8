import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { assertScanTarget, type ScanTargetOptions } from './scanner.guard.ts';

export const SCANNER_USER_AGENT = 'PrivacyPortalScanner';

export interface GuardedFetchOptions extends ScanTargetOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedText {
  /** After redirects. */
  url: string;
  status: number;
  text: string;
}

function requestOnce(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const family = isIP(address);
  // Connects to the address the guard checked, not to a second DNS answer: a name that resolves to
  // a public address for the check and to a private one for the connection (DNS rebinding) gets
  // nowhere. The URL's host name still goes in the Host header and in TLS (SNI, certificate check).
  const lookup = (
    _host: string,
    opts: { all?: boolean },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      lookup,
      signal,
      headers: { 'user-agent': `${SCANNER_USER_AGENT}/1.0`, accept: '*/*' },
    });
    req.on('response', resolve);
    req.on('error', reject);
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new Error(`response larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a text resource (robots.txt, a sitemap) through the SSRF guard: every hop of a redirect is
 * checked again, the connection goes to the checked address, and size and time are bounded. Node's
 * global fetch cannot be used here because it cannot be pinned to an address nor follow the
 * scanning browser's host resolver rules. Gzip (sitemap.xml.gz) is unpacked.
 */
export async function fetchGuardedText(url: string, options: GuardedFetchOptions): Promise<FetchedText> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const maxBytes = options.maxBytes ?? 5_000_000;
  let current = url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    const target = await assertScanTarget(current, options);
    const res = await requestOnce(target.url, target.addresses[0]!, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status >= 300 && status < 400 && location) {
      res.resume();
      current = new URL(location, target.url).toString();
      continue;
    }
    let body = await readBody(res, maxBytes);
    if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body, { maxOutputLength: maxBytes });
    return { url: target.url.toString(), status, text: body.toString('utf8') };
  }
  throw new Error(`too many redirects from ${url}`);
}
