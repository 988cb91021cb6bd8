import robotsParser from 'robots-parser';
import { fetchGuardedText, SCANNER_USER_AGENT } from './scanner.fetch.ts';
import { isHostAllowed } from './scanner.guard.ts';
import type { HostResolver } from './scanner.resolve.ts';

type Robots = ReturnType<typeof robotsParser>;

/** Child sitemaps read from a sitemap index: enough for any real site, bounded for a hostile one. */
const MAX_CHILD_SITEMAPS = 50;

// Files that are not pages: following them costs a navigation and finds no cookie banner.
const NOT_A_PAGE =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|zip|gz|tgz|rar|7z|mp3|mp4|m4a|mov|avi|webm|ogg|woff2?|ttf|eot|css|js|mjs|json|xml|txt|csv|docx?|xlsx?|pptx?|exe|dmg|apk|iso)$/i;

/** A page URL as the scan keys it: http(s) only, without the #fragment (the query stays). */
export function normalizePageUrl(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.toString();
}

function decodeXmlText(text: string): string {
  return text
    .replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The <loc> values of a sitemap and whether it is an index of sitemaps. No XML parser is in
 * node_modules, and a sitemap's <loc> elements are simple text, so a regex does: comments are
 * dropped first, CDATA and entities are decoded, and image:loc (image URLs, not pages) is skipped.
 */
export function parseSitemap(xml: string): { kind: 'index' | 'urlset'; locs: string[] } {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  const kind = /<(?:[\w-]+:)?sitemapindex\b/i.test(body) ? 'index' : 'urlset';
  const locs: string[] = [];
  for (const match of body.matchAll(/<((?:[\w-]+:)?)loc\b[^>]*>([\s\S]*?)<\/\1loc\s*>/gi)) {
    if (/^(?:image|video|xhtml):$/i.test(match[1] ?? '')) continue;
    const loc = decodeXmlText(match[2] ?? '');
    if (loc) locs.push(loc);
  }
  return { kind, locs };
}

export interface DiscoveryOptions {
  startUrl: string;
  /** The property's domains: pages on them (and their subdomains) are visited, others never. */
  domains: readonly string[];
  maxPages: number;
  allowPrivate: boolean;
  resolve: HostResolver;
  signal?: AbortSignal;
}

/**
 * The pages of a scan, breadth first: the start URL, then sitemap URLs, then links found on the
 * visited pages in the order they were visited. URLs are de-duplicated without their #fragment,
 * robots.txt (for the PrivacyPortalScanner user agent, per origin) is honoured for everything but the
 * start URL, which the customer asked for, and at most `maxPages` are taken.
 */
export class PageDiscovery {
  private readonly accepted: string[] = [];
  private readonly seen = new Set<string>();
  private readonly robots = new Map<string, Promise<Robots | null>>();
  private cursor = 0;

  constructor(private readonly options: DiscoveryOptions) {
    const start = normalizePageUrl(options.startUrl);
    if (start) {
      this.seen.add(start);
      this.accepted.push(start);
    }
  }

  /** Pages known so far, capped at maxPages: the scan's progress total. */
  get total(): number {
    return this.accepted.length;
  }

  /** The next page to visit, or undefined when every known page was handed out. */
  next(): string | undefined {
    const url = this.accepted[this.cursor];
    if (url !== undefined) this.cursor += 1;
    return url;
  }

  /** Records where a page ended up after redirects, so that it is not visited a second time. */
  markSeen(url: string): void {
    const normalized = normalizePageUrl(url);
    if (normalized) this.seen.add(normalized);
  }

  /** Reads robots.txt and the sitemaps of the start URL's origin and queues their pages. */
  async loadSitemaps(): Promise<void> {
    const start = this.accepted[0];
    if (!start) return;
    const origin = new URL(start).origin;
    const robots = await this.robotsFor(origin);
    const listed = robots?.getSitemaps() ?? [];
    const sitemaps = listed.length > 0 ? listed : [`${origin}/sitemap.xml`];
    for (const sitemap of sitemaps) {
      if (this.full) return;
      const parsed = await this.readSitemap(sitemap);
      if (!parsed) continue;
      if (parsed.kind === 'urlset') {
        await this.add(parsed.locs);
        continue;
      }
      // One level deep: an index inside an index is ignored.
      for (const child of parsed.locs.slice(0, MAX_CHILD_SITEMAPS)) {
        if (this.full) return;
        const inner = await this.readSitemap(child);
        if (inner?.kind === 'urlset') await this.add(inner.locs);
      }
    }
  }

  /** Queues the same-site, robots-allowed pages among `hrefs` (absolute, or relative to `base`). */
  async add(hrefs: readonly string[], base?: string): Promise<void> {
    await this.accept(hrefs, base, true);
  }

  /**
   * Queues pages chosen for the scan (a plain run's pages for the reject and GPC runs): same-site
   * ones only, but robots.txt is not read again, as for the start URL.
   */
  async addChosen(urls: readonly string[]): Promise<void> {
    await this.accept(urls, undefined, false);
  }

  private async accept(
    hrefs: readonly string[],
    base: string | undefined,
    checkRobots: boolean,
  ): Promise<void> {
    for (const href of hrefs) {
      if (this.full) return;
      const url = normalizePageUrl(href, base);
      if (!url || this.seen.has(url)) continue;
      this.seen.add(url);
      const parsed = new URL(url);
      if (!isHostAllowed(parsed.hostname, this.options.domains)) continue;
      if (NOT_A_PAGE.test(parsed.pathname)) continue;
      const robots = checkRobots ? await this.robotsFor(parsed.origin) : null;
      if (robots?.isAllowed(url, SCANNER_USER_AGENT) === false) continue;
      this.accepted.push(url);
    }
  }

  private get full(): boolean {
    return this.accepted.length >= this.options.maxPages;
  }

  private fetchText(url: string) {
    return fetchGuardedText(url, {
      allowedHosts: this.options.domains,
      allowPrivate: this.options.allowPrivate,
      resolve: this.options.resolve,
      ...(this.options.signal ? { signal: this.options.signal } : {}),
    });
  }

  private async readSitemap(url: string): Promise<ReturnType<typeof parseSitemap> | null> {
    try {
      const res = await this.fetchText(url);
      return res.status === 200 ? parseSitemap(res.text) : null;
    } catch {
      // A missing, refused or broken sitemap only means fewer pages are known up front.
      return null;
    }
  }

  private robotsFor(origin: string): Promise<Robots | null> {
    let robots = this.robots.get(origin);
    if (!robots) {
      robots = (async () => {
        const url = `${origin}/robots.txt`;
        try {
          const res = await this.fetchText(url);
          // 4xx means "no rules". 5xx and unreachable are read the same way: the customer asked for
          // this scan of their own site, and the pages themselves are still guarded.
          return res.status === 200 ? robotsParser(url, res.text) : null;
        } catch {
          return null;
        }
      })();
      this.robots.set(origin, robots);
    }
    return robots;
  }
}
