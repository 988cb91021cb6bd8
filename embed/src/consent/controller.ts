// The consent state of one page: what is granted now, what the visitor chose, and what follows from a
// change (Consent Mode, blocked scripts and iframes, cookie deletion, the ledger, listeners). Written
// as a closure, not a class, so the minifier can shorten every name (the first-paint budget is 8 KB).

import { whenReady } from '../shared/boot.ts';
import { fetchJson } from '../shared/fetch.ts';
import { showBanner } from './banner.ts';
import { type BlockingState, reapply, release } from './blocking.ts';
import { loadChunk } from './chunks.ts';
import { consentState, DEFAULT_MAPPING, dataLayer, pushUpdate } from './consent-mode.ts';
import { afterPaint } from './dom.ts';
import { releaseIframes, setLoadLabel } from './iframes.ts';
import type { Kernel, TcfChunk } from './kernel.ts';
import { pageUrl, send, uuid } from './record.ts';
import { deleteCookies } from './revoke.ts';
import { type CachedConfig, readChoice, writeCachedConfig, writeChoice } from './storage.ts';
import { styles } from './styles.ts';
import { tcfStub } from './tcf-stub.ts';
import type {
  ConsentChoice,
  ConsentModeState,
  ConsentSubmission,
  PublicBannerConfig,
  PublicBannerDetails,
  StoredChoice,
} from './types.ts';
import { loadContentLabel } from './words.ts';

/** What getConsent() returns and onChange listeners receive. */
export interface Consent {
  consent_id: string | null;
  choice: ConsentChoice | null;
  granted: string[];
  denied: string[];
  gpc: boolean;
  /** True once the visitor (or an honoured GPC signal) made a choice for the current banner. */
  decided: boolean;
}

export interface Controller {
  /** The Consent Mode state now (the default pushed at load). */
  mode(): ConsentModeState;
  blocking: BlockingState;
  config(): PublicBannerConfig | null;
  consent(): Consent;
  onChange(cb: (c: Consent) => void): () => void;
  /** Reads the config and applies it; resolves when done (or when it failed: the safe state holds). */
  start(): Promise<void>;
  /** `clicked` false: no click chose (the page's own API call, GPC), so the effects need not wait for a paint. */
  choose(choice: ConsentChoice, granted: string[], clicked?: boolean): void;
  showPreferences(opener: Element | null): void;
}

export interface ControllerOptions {
  /** An address of this property's public API: `url('config')`. */
  url: (path: string) => string;
  pid: string;
  lang: string;
  navGpc: boolean;
  home: string;
  cached: CachedConfig | null;
}

const NECESSARY = 'necessary';
const TIMEOUT_MS = 5000;
const LANG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;

/** The `response` of a public API read, or null on any failure (404, network, bad JSON, timeout). */
async function read<T>(url: string): Promise<T | null> {
  try {
    const { res, body } = await fetchJson<{ response?: T }>(url, {}, TIMEOUT_MS);
    return (res.ok && body?.response) || null;
  } catch {
    return null;
  }
}

export function createController(o: ControllerOptions): Controller {
  let config: PublicBannerConfig | null = null;
  let stored: StoredChoice | null = readChoice();
  // Until the config says otherwise: necessary, and what the stored choice granted.
  let granted: string[] = [NECESSARY, ...(stored?.granted ?? [])];
  let decided = false;
  let listeners: ((c: Consent) => void)[] = [];
  let closeBanner: (() => void) | null = null;
  let detailsP: Promise<PublicBannerDetails | null> | null = null;
  let tcf: Promise<TcfChunk | null> | null = null;
  let kernel: Kernel | null = null;
  const query = LANG.test(o.lang) ? `?lang=${encodeURIComponent(o.lang)}` : '';
  const has = (c: string) => c === NECESSARY || granted.includes(c);
  const mapping = () => config?.consent_mode?.mapping ?? o.cached?.mapping ?? DEFAULT_MAPPING;
  const gpc = () => o.navGpc || Boolean(config?.gpc);
  let mode = consentState(granted, mapping());
  const blocking: BlockingState = {
    rules: o.cached?.blocking.enabled ? o.cached.blocking.rules : [],
    granted: has,
  };
  if (o.cached?.tcf) tcfStub();

  const keys = () => config?.categories.map((c) => c.key) ?? [NECESSARY];
  const required = () => config?.categories.filter((c) => c.required).map((c) => c.key) ?? [NECESSARY];
  const optional = () => keys().filter((k) => !required().includes(k));

  const consent = (): Consent => ({
    consent_id: stored?.id ?? null,
    choice: decided ? (stored?.choice ?? null) : null,
    granted: keys().filter(has),
    denied: keys().filter((k) => !has(k)),
    gpc: gpc(),
    decided,
  });

  const event = (name: 'pp_consent_ready' | 'pp_consent_update') => {
    const flags: Record<string, boolean> = {};
    for (const k of keys()) flags[k] = has(k);
    dataLayer().push({ event: name, pp_consent: flags });
  };

  const details = () => {
    detailsP ??= read<PublicBannerDetails>(o.url(`details${query}`)).then((d) => {
      if (!d) detailsP = null;
      return d;
    });
    return detailsP;
  };

  const getKernel = (): Kernel | null => {
    if (!config) return null;
    kernel ??= {
      config,
      granted: () => granted.slice(),
      decided: () => decided,
      choose,
      details,
      url: o.url,
      css: styles(config),
    };
    return kernel;
  };

  const grant = (next: string[]) => {
    granted = [NECESSARY, ...next.filter((k, i) => k !== NECESSARY && next.indexOf(k) === i)];
  };

  /** Makes `next` the granted categories (granted before: `before`): Consent Mode, held scripts and iframes, revoked cookies. */
  function apply(next: string[], before = granted): void {
    grant(next);
    const revoked = before.filter((k) => !has(k));
    const now = consentState(granted, mapping());
    if (JSON.stringify(now) !== JSON.stringify(mode)) pushUpdate(now);
    mode = now;
    // After the next task: the click that chose paints first (held scripts and frames are heavy).
    setTimeout(() => {
      release();
      releaseIframes(has);
      if (revoked.length)
        details()
          .then((d) => d && deleteCookies(d, revoked))
          .catch(() => {});
    });
  }

  /**
   * A choice: stored in the cookie, applied, recorded in the ledger, told to listeners. A click's own
   * task only closes the banner; the rest follows once that frame is painted (interaction to next
   * paint), or at once when no click chose (an honoured GPC signal at load).
   */
  function choose(choice: ConsentChoice, chosen: string[], clicked = true): void {
    const c = config;
    if (!c) return;
    const all = keys();
    const next = [...required(), ...chosen.filter((k) => all.includes(k))];
    const s: StoredChoice = {
      id: stored?.id ?? uuid(),
      version: c.version,
      granted: next,
      time: Date.now(),
      gpc: gpc(),
      choice,
    };
    stored = s;
    decided = true;
    // getConsent() tells the choice at once; its effects may follow a frame later.
    const before = granted;
    grant(next);
    closeBanner?.();
    closeBanner = null;
    (clicked ? afterPaint : (f: () => void) => f())(() => {
      const optIn = next.some((k) => optional().includes(k));
      writeChoice(s, optIn ? c.consent_lifetime_days : c.rejection_lifetime_days);
      apply(next, before);
      const now = consent();
      const record: ConsentSubmission = {
        consent_id: s.id,
        banner_version: c.version,
        choice,
        granted: now.granted,
        denied: now.denied,
        gpc: now.gpc,
        tc_string: null,
        consent_mode: c.consent_mode ? mode : null,
        page_url: pageUrl(),
        language: c.language,
      };
      // The ledger keeps the TC string of the choice when TCF is on: wait for the chunk to make it.
      (tcf ? tcf.then((t) => t?.encode(now.granted) ?? null).catch(() => null) : Promise.resolve(null)).then(
        (tc) => {
          record.tc_string = tc;
          send(o.url('consents'), record);
        },
      );
      for (const l of listeners) {
        try {
          l(consent());
        } catch {}
      }
      event('pp_consent_update');
    });
  }

  function showPreferences(opener: Element | null): void {
    const k = getKernel();
    if (k)
      loadChunk('prefs')
        .then((p) => p.open(k, opener))
        .catch(() => {});
  }

  function openBanner(): void {
    const c = config;
    if (!c || closeBanner || decided) return;
    const opt = optional();
    closeBanner = showBanner(
      c,
      styles(c),
      {
        acceptAll: () => choose('accept_all', opt),
        rejectAll: () => choose('reject_all', []),
        save: (list) => choose('custom', list),
        optOut: () =>
          choose(
            'custom',
            opt.filter((k) => k !== 'marketing'),
          ),
        preferences: showPreferences,
      },
      o.home,
    );
  }

  async function start(): Promise<void> {
    const c = await read<PublicBannerConfig>(o.url(`config${query}`));
    if (!c || typeof c.version !== 'number' || !Array.isArray(c.categories) || !c.texts || !c.colours) return;
    config = c;
    writeCachedConfig(o.pid, c);
    blocking.rules = c.blocking.enabled ? c.blocking.rules : [];
    reapply();
    setLoadLabel(loadContentLabel(c.language));
    if (c.tcf) {
      tcfStub();
      tcf = loadChunk('tcf')
        .then(async (chunk) => {
          const k = getKernel();
          if (k) await chunk.start(k);
          return chunk;
        })
        .catch(() => null);
    }
    const all = keys();
    const req = required();
    const opt = optional();
    const s = stored;
    const lifetime = s?.granted.some((k) => opt.includes(k))
      ? c.consent_lifetime_days
      : c.rejection_lifetime_days;
    const valid =
      s && !(c.reconsent_on_change && s.version < c.version) && Date.now() - s.time < lifetime * 86_400_000;
    let show = false;
    if (c.regulation === 'none') apply(all);
    else if (valid) {
      decided = true;
      apply([...req, ...s.granted.filter((k) => all.includes(k))]);
    } else if (gpc() && c.gpc_honoured) {
      // GPC is a refusal: of sale and sharing (marketing) in US states, of every optional category elsewhere.
      choose('reject_all', c.regulation === 'us_opt_out' ? opt.filter((k) => k !== 'marketing') : [], false);
    } else {
      // us_opt_out runs everything until the visitor opts out; gdpr asks first.
      apply(c.regulation === 'us_opt_out' ? all : req);
      show = true;
    }
    event('pp_consent_ready');
    if (show) {
      whenReady(openBanner);
    }
  }

  return {
    mode: () => mode,
    blocking,
    config: () => config,
    consent,
    onChange(cb) {
      listeners.push(cb);
      return () => {
        listeners = listeners.filter((l) => l !== cb);
      };
    },
    start,
    choose,
    showPreferences,
  };
}
