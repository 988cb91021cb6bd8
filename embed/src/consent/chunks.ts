// Loads a content-hashed chunk next to consent.js. The names are the ones this consent.js was built
// with (build.mjs defines __PP_CHUNKS__), so a cached consent.js never asks for a newer chunk.
import type { ChunkRegistry } from './kernel.ts';

declare const __PP_CHUNKS__: Record<keyof ChunkRegistry, string>;

const waiting: Partial<Record<keyof ChunkRegistry, (chunk: never) => void>> = {};
const loading: Partial<Record<keyof ChunkRegistry, Promise<unknown>>> = {};
let dir = '';

export function initChunks(scriptSrc: string): void {
  dir = scriptSrc.replace(/[^/]*([?#].*)?$/, '');
  window.__ppEmbed = { r: (name, chunk) => waiting[name]?.(chunk as never) };
}

export function loadChunk<K extends keyof ChunkRegistry>(name: K): Promise<ChunkRegistry[K]> {
  loading[name] ??= new Promise<ChunkRegistry[K]>((resolve, reject) => {
    waiting[name] = resolve as (chunk: never) => void;
    const s = document.createElement('script');
    s.src = dir + __PP_CHUNKS__[name];
    s.onerror = reject;
    document.head.appendChild(s);
  });
  return loading[name] as Promise<ChunkRegistry[K]>;
}
