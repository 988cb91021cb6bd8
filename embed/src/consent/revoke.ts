// Revoking a category deletes the cookies the scan found for it (names from the details endpoint) on
// this host and each parent domain, at path /. A name with * (_ga_*) covers every cookie it matches.
import type { PublicBannerDetails } from './types.ts';

function expire(name: string, domains: string[]): void {
  for (const d of ['', ...domains]) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox, and async.
    document.cookie = `${name}=; Max-Age=0; Path=/${d ? `; Domain=${d}` : ''}`;
  }
}

export function deleteCookies(details: PublicBannerDetails, categories: string[]): void {
  const parts = location.hostname.split('.');
  const domains = parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'));
  const present = document.cookie.split('; ').map((c) => c.split('=')[0] ?? '');
  for (const cat of details.categories) {
    if (!categories.includes(cat.key)) continue;
    for (const cookie of cat.cookies) {
      const extra = cookie.domain.replace(/^\./, '');
      const where = extra && !domains.includes(extra) ? [...domains, extra] : domains;
      const glob = new RegExp(`^${cookie.name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      const names = cookie.name.includes('*') ? present.filter((n) => glob.test(n)) : [cookie.name];
      for (const n of names) expire(n, where);
    }
  }
}
