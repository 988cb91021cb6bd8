import { formatDuration } from '@privacy-portal/sdk/cookie-consent';
import type { Cookie } from 'playwright-core';
import type { ParsedCookie, SameSite } from './scanner.cookies.ts';
import { partyOf } from './scanner.party.ts';
import type {
  BlockedFinding,
  CookieFinding,
  CookieSetter,
  PageResult,
  ScanMode,
  ScanResult,
  ScriptFinding,
  StorageFinding,
  StorageKind,
} from './scanner.types.ts';

/** The identity of a cookie finding: name, domain without its leading dot, path. */
export function cookieKey(c: { name: string; domain: string; path: string }): string {
  return `${c.name}\u0000${c.domain.replace(/^\./, '').toLowerCase()}\u0000${c.path}`;
}

/** The identity of a storage finding. */
export function storageKey(s: { key: string; kind: StorageKind; origin: string }): string {
  return `${s.kind}\u0000${s.origin}\u0000${s.key}`;
}

interface Attribution {
  setBy: Exclude<CookieSetter, 'unknown'>;
  initiator: string | null;
}

interface CookieAttributes {
  durationSeconds: number | null;
  secure: boolean;
  httpOnly: boolean;
  sameSite: SameSite | null;
}

const MAX_BLOCKED = 200;

function addPage(pages: string[], page: string): void {
  if (!pages.includes(page)) pages.push(page);
}

/**
 * Collects what a scan sees and merges it into findings. Who set a cookie is remembered even while
 * not recording (before "Reject all" is clicked), so that a cookie which stays in the jar after the
 * rejection is still attributed to its script.
 */
export class ScanRecorder {
  /** False in reject mode until the rejection: what is set before it is not reported. */
  recording = true;
  private readonly cookies = new Map<string, CookieFinding & { declared: boolean }>();
  private readonly attribution = new Map<string, Attribution>();
  private jarBaseline = new Map<string, string>();
  private readonly storage = new Map<string, StorageFinding>();
  private readonly storageInitiators = new Map<string, string | null>();
  private storageBaseline = new Map<string, string>();
  private readonly scripts = new Map<string, ScriptFinding>();
  private readonly blocked = new Map<string, BlockedFinding>();
  private readonly pages: PageResult[] = [];

  constructor(
    private readonly domains: readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** A cookie a Set-Cookie header or a script set (deletions are ignored). */
  cookieSet(parsed: ParsedCookie, attribution: Attribution, page: string | null): void {
    if (parsed.deletion) return;
    const key = cookieKey(parsed);
    if (!this.attribution.has(key)) this.attribution.set(key, attribution);
    if (!this.recording || page === null) return;
    const attributes: CookieAttributes = {
      durationSeconds: parsed.lifetimeSeconds,
      secure: parsed.secure,
      httpOnly: parsed.httpOnly,
      sameSite: parsed.sameSite,
    };
    const finding = this.cookieFinding(parsed, attributes, true);
    addPage(finding.pages, page);
  }

  /** The browser's cookie jar after a page: new or changed cookies count as found on `page`. */
  jarSnapshot(jar: readonly Cookie[], page: string): void {
    const next = new Map<string, string>();
    const nowSeconds = this.now() / 1000;
    for (const cookie of jar) {
      const key = cookieKey(cookie);
      const state = `${cookie.value}\u0000${cookie.expires}`;
      next.set(key, state);
      if (!this.recording || this.jarBaseline.get(key) === state) continue;
      const attributes: CookieAttributes = {
        durationSeconds: cookie.expires < 0 ? null : Math.round(cookie.expires - nowSeconds),
        secure: cookie.secure,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite,
      };
      const finding = this.cookieFinding(
        { name: cookie.name, domain: cookie.domain.replace(/^\./, '').toLowerCase(), path: cookie.path },
        attributes,
        false,
      );
      addPage(finding.pages, page);
    }
    this.jarBaseline = next;
  }

  /** After "Reject all": everything still in the jar or storage counts again on the next snapshot. */
  resetBaselines(): void {
    this.jarBaseline = new Map();
    this.storageBaseline = new Map();
  }

  /** A setItem call seen by the page hooks: who wrote the key, and on which page. */
  storageWrite(
    entry: { key: string; kind: StorageKind; origin: string },
    initiator: string | null,
    page: string | null,
  ): void {
    const key = storageKey(entry);
    if (!this.storageInitiators.get(key)) this.storageInitiators.set(key, initiator);
    if (this.recording && page !== null) addPage(this.storageFinding(entry).pages, page);
  }

  /** A frame's storage after a page: new or changed keys count as found on `page`. */
  storageSnapshot(
    snapshot: { origin: string; local: Array<[string, string]>; session: Array<[string, string]> },
    page: string,
  ): void {
    const { origin } = snapshot;
    for (const [kind, entries] of [
      ['local', snapshot.local],
      ['session', snapshot.session],
    ] as const) {
      for (const [name, fingerprint] of entries) {
        const key = storageKey({ key: name, kind, origin });
        if (this.storageBaseline.get(key) === fingerprint) continue;
        this.storageBaseline.set(key, fingerprint);
        if (this.recording) addPage(this.storageFinding({ key: name, kind, origin }).pages, page);
      }
    }
  }

  script(url: string, page: string | null): void {
    let finding = this.scripts.get(url);
    if (!finding) {
      const host = new URL(url).hostname;
      const party = partyOf(host, this.domains);
      finding = { url, host, party, thirdParty: party === 'third', pages: [] };
      this.scripts.set(url, finding);
    }
    if (page !== null && this.recording) addPage(finding.pages, page);
  }

  blockedRequest(blocked: BlockedFinding): void {
    if (this.blocked.size < MAX_BLOCKED && !this.blocked.has(blocked.url))
      this.blocked.set(blocked.url, blocked);
  }

  page(result: PageResult): void {
    this.pages.push(result);
  }

  result(mode: ScanMode, rejectClicked: boolean | null, cancelled: boolean): ScanResult {
    const cookies = [...this.cookies.entries()].map(([key, { declared: _declared, ...finding }]) => {
      const known = this.attribution.get(key);
      // Copies: the result must not change if a cancelled page's late events still arrive.
      const copy = { ...finding, pages: [...finding.pages] };
      return finding.setBy !== 'unknown' || !known ? copy : { ...copy, ...known };
    });
    const storage = [...this.storage.entries()].map(([key, finding]) => ({
      ...finding,
      pages: [...finding.pages],
      initiator: this.storageInitiators.get(key) ?? null,
    }));
    const byName = <T extends { name?: string; key?: string; url?: string }>(a: T, b: T) =>
      (a.name ?? a.key ?? a.url ?? '').localeCompare(b.name ?? b.key ?? b.url ?? '');
    return {
      mode,
      pages: [...this.pages],
      cookies: cookies.sort(
        (a, b) => byName(a, b) || a.domain.localeCompare(b.domain) || a.path.localeCompare(b.path),
      ),
      storage: storage.sort(
        (a, b) => byName(a, b) || a.origin.localeCompare(b.origin) || a.kind.localeCompare(b.kind),
      ),
      scripts: [...this.scripts.values()]
        .filter((s) => s.pages.length > 0)
        .map((s) => ({ ...s, pages: [...s.pages] }))
        .sort(byName),
      blocked: [...this.blocked.values()],
      rejectClicked,
      cancelled,
    };
  }

  private storageFinding(entry: { key: string; kind: StorageKind; origin: string }): StorageFinding {
    const key = storageKey(entry);
    let finding = this.storage.get(key);
    if (!finding) {
      finding = {
        key: entry.key,
        kind: entry.kind,
        origin: entry.origin,
        party: partyOf(new URL(entry.origin).hostname, this.domains),
        initiator: null,
        pages: [],
      };
      this.storage.set(key, finding);
    }
    return finding;
  }

  private cookieFinding(
    id: { name: string; domain: string; path: string },
    attributes: CookieAttributes,
    declared: boolean,
  ): CookieFinding & { declared: boolean } {
    const key = cookieKey(id);
    let finding = this.cookies.get(key);
    const known = this.attribution.get(key);
    if (!finding) {
      finding = {
        name: id.name,
        domain: id.domain.replace(/^\./, '').toLowerCase(),
        path: id.path,
        party: partyOf(id.domain, this.domains),
        setBy: known?.setBy ?? 'unknown',
        initiator: known?.initiator ?? null,
        pages: [],
        durationSeconds: attributes.durationSeconds,
        duration: formatDuration(attributes.durationSeconds),
        secure: attributes.secure,
        httpOnly: attributes.httpOnly,
        sameSite: attributes.sameSite,
        declared,
      };
      this.cookies.set(key, finding);
    } else if (declared && !finding.declared) {
      // What the site declared beats what the jar shows: the jar caps lifetimes at 400 days.
      Object.assign(finding, attributes, {
        duration: formatDuration(attributes.durationSeconds),
        declared,
      });
    }
    if (finding.setBy === 'unknown' && known) Object.assign(finding, known);
    return finding;
  }
}
