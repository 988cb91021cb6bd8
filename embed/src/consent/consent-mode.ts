// Google Consent Mode v2: the default pushed synchronously at load, updates after the config or a choice.
import type { ConsentModeState } from './types.ts';

export type Mapping = Record<string, string[]>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The sdk's default mapping (banner.ts DEFAULT_BANNER_CONFIG), used until a config says otherwise. */
export const DEFAULT_MAPPING: Mapping = {
  ad_storage: ['marketing'],
  analytics_storage: ['analytics'],
  ad_user_data: ['marketing'],
  ad_personalization: ['marketing'],
  functionality_storage: ['functional'],
  personalization_storage: ['functional'],
  security_storage: ['necessary'],
};

export function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer || [];
  return window.dataLayer;
}

/** The site's gtag, or the standard one: Google's tags read an Arguments object, not an array. */
function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    window.gtag = function gtagShim() {
      // biome-ignore lint/complexity/noArguments: gtag.js only reads Arguments objects from the dataLayer.
      dataLayer().push(arguments);
    };
  }
  window.gtag(...args);
}

/** A signal is granted when every category it maps to is granted; security storage always is. */
export function consentState(granted: readonly string[], mapping: Mapping): ConsentModeState {
  const state: ConsentModeState = {};
  for (const signal of Object.keys(DEFAULT_MAPPING)) {
    const cats = mapping[signal] ?? DEFAULT_MAPPING[signal] ?? [];
    const on =
      signal === 'security_storage' ||
      (cats.length > 0 && cats.every((c) => c === 'necessary' || granted.includes(c)));
    state[signal as keyof ConsentModeState] = on ? 'granted' : 'denied';
  }
  return state;
}

export function pushDefault(state: ConsentModeState): void {
  gtag('consent', 'default', { ...state, wait_for_update: 500 });
}

export function pushUpdate(state: ConsentModeState): void {
  gtag('consent', 'update', state);
}

const GOOGLE_TAG = /googletagmanager\.com\/(gtag\/js|gtm\.js)/;

/** What the installation check reports: was a Google tag there before our default? Read before it is pushed. */
export function googleTagBefore(): { eventBefore: boolean; scriptBefore: boolean } {
  const layer = window.dataLayer ?? [];
  const eventBefore = layer.some((e) => {
    const first = (e as { 0?: unknown; event?: unknown })?.[0] ?? (e as { event?: unknown })?.event;
    return first === 'js' || first === 'config' || first === 'event' || first === 'gtm.js';
  });
  const scriptBefore = Array.from(document.scripts).some((s) => GOOGLE_TAG.test(s.src));
  return { eventBefore, scriptBefore };
}
