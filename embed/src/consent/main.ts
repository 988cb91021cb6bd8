// consent.js: the one line a site puts first in <head>. Runs synchronously: Consent Mode defaults,
// script and iframe holding, the TCF stub and the public API exist before any other tag runs; the
// config, the banner and the rest follow. Any error leaves the safe state (only strictly necessary).
import { fromScript, scriptOrigin } from '../shared/boot.ts';
import { startBlocking } from './blocking.ts';
import { initChunks } from './chunks.ts';
import { googleTagBefore, pushDefault } from './consent-mode.ts';
import { type Consent, createController } from './controller.ts';
import { pageUrl, send } from './record.ts';
import { readCachedConfig } from './storage.ts';
import type { InstallationBeacon } from './types.ts';

declare const __PP_VERSION__: string;

/** The public JS API (documented on the Implementation page). */
export interface PrivacyPortalApi {
  version: string;
  getConsent(): Consent;
  onChange(cb: (consent: Consent) => void): () => void;
  showPreferences(): void;
  acceptAll(): void;
  rejectAll(): void;
}

declare global {
  interface Window {
    PrivacyPortal?: PrivacyPortalApi;
  }
}

const SEEN = 'pp_seen';

function boot(script: HTMLScriptElement): void {
  const pid = script.getAttribute('data-property') ?? '';
  const origin = scriptOrigin(script);
  const url = (path: string) => `${origin}/api/v1/public/cookie-consent/${encodeURIComponent(pid)}/${path}`;
  const tag = googleTagBefore();
  const ctl = createController({
    url,
    pid,
    lang: document.documentElement.lang || navigator.language || 'en',
    navGpc: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    home: `${origin}/`,
    cached: readCachedConfig(pid),
  });
  // First of all: Google's tags read the default before they do anything.
  pushDefault(ctl.mode());
  startBlocking(ctl.blocking);
  initChunks(script.src);
  window.PrivacyPortal = {
    version: __PP_VERSION__,
    getConsent: () => ctl.consent(),
    onChange: (cb) => ctl.onChange(cb),
    showPreferences: () => ctl.showPreferences(document.activeElement),
    acceptAll: () => ctl.choose('accept_all', ctl.config()?.categories.map((c) => c.key) ?? [], false),
    rejectAll: () => ctl.choose('reject_all', [], false),
  };
  ctl
    .start()
    .then(() => {
      if (!ctl.config() || sessionStorage.getItem(SEEN)) return;
      sessionStorage.setItem(SEEN, '1');
      const beacon: InstallationBeacon = {
        page_url: pageUrl(),
        consent_mode_first: !tag.eventBefore && !tag.scriptBefore,
        google_tag_before: tag.scriptBefore,
        embed_version: __PP_VERSION__,
      };
      send(url('seen'), beacon);
    })
    .catch(() => {});
}

// On an error, whatever ran before it holds back everything optional.
fromScript((script) => {
  if (!window.PrivacyPortal) boot(script);
});
