// The visitor's choice in a first-party cookie, and the last config's essentials in localStorage so the
// next page can set Consent Mode and hold scripts synchronously, before the config arrives.
import type { ConsentChoice, PublicBannerConfig, StoredChoice } from './types.ts';

export const CONSENT_COOKIE = 'pp_consent';
const CHOICES: Record<string, ConsentChoice> = { a: 'accept_all', r: 'reject_all', c: 'custom' };

export function readChoice(): StoredChoice | null {
  try {
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
    if (!raw) return null;
    // id.version.granted+granted.time.gpc.choice
    const [id, version, granted, time, gpc, choice] = decodeURIComponent(
      raw.slice(CONSENT_COOKIE.length + 1),
    ).split('.');
    const c = CHOICES[choice ?? ''];
    if (!id || !c) return null;
    return {
      id,
      version: Number(version) || 0,
      granted: granted ? granted.split('+') : [],
      time: Number(time) || 0,
      gpc: gpc === '1',
      choice: c,
    };
  } catch {
    return null;
  }
}

export function writeChoice(s: StoredChoice, days: number): void {
  const value = [s.id, s.version, s.granted.join('+'), s.time, s.gpc ? 1 : 0, s.choice[0]].join('.');
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox, and async.
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${Math.round(days * 86400)}; Path=/; SameSite=Lax${secure}`;
}

/** What the next page needs before its config arrives. */
export interface CachedConfig {
  mapping: Record<string, string[]> | null;
  blocking: PublicBannerConfig['blocking'];
  tcf: boolean;
}

const cacheKey = (pid: string) => `pp_cfg_${pid}`;

export function readCachedConfig(pid: string): CachedConfig | null {
  try {
    const raw = localStorage.getItem(cacheKey(pid));
    return raw ? (JSON.parse(raw) as CachedConfig) : null;
  } catch {
    return null;
  }
}

export function writeCachedConfig(pid: string, c: PublicBannerConfig): void {
  try {
    const cached: CachedConfig = {
      mapping: c.consent_mode?.mapping ?? null,
      blocking: c.blocking,
      tcf: c.tcf !== null,
    };
    localStorage.setItem(cacheKey(pid), JSON.stringify(cached));
  } catch {
    // Storage may be full or disabled: the next page then starts from the safe defaults.
  }
}
