// What consent.js hands to its lazily loaded chunks (preferences, TCF): one state, one set of actions.
import type { ConsentChoice, PublicBannerConfig, PublicBannerDetails } from './types.ts';

export interface Kernel {
  config: PublicBannerConfig;
  /** The categories granted now (necessary included). */
  granted(): string[];
  /** Whether the visitor (or an honoured GPC signal) has chosen for this banner. */
  decided(): boolean;
  choose(choice: ConsentChoice, granted: string[]): void;
  /** The preferences' texts and cookie lists; null when they cannot be read. */
  details(): Promise<PublicBannerDetails | null>;
  /** An address of the public API of this property: `url('vendor-list')`. */
  url(path: string): string;
  /** Shared styles of the banner and the modal, for a shadow root. */
  css: string;
}

export interface PreferencesChunk {
  open(kernel: Kernel, opener: Element | null): void;
}

export interface TcfChunk {
  /** Answers __tcfapi from now on; resolves once the vendor list is read. */
  start(kernel: Kernel): Promise<void>;
  /** The TC string of a choice (and __tcfapi listeners are told), or null when it cannot be made. */
  encode(granted: string[]): Promise<string | null>;
}

export interface ChunkRegistry {
  prefs: PreferencesChunk;
  tcf: TcfChunk;
}

declare global {
  interface Window {
    /** The hook a chunk calls when its file has run: `__ppEmbed.r('prefs', chunk)`. */
    __ppEmbed?: { r<K extends keyof ChunkRegistry>(name: K, chunk: ChunkRegistry[K]): void };
  }
}
