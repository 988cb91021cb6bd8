// The built embed's files and their gzip sizes (level 9, as size-limit and CDNs measure them).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './harness.ts';

export interface EmbedSize {
  name: string;
  bytes: number;
  gzip: number;
}

export async function embedSizes(): Promise<EmbedSize[]> {
  execFileSync(process.execPath, ['embed/build.mjs'], { cwd: root, stdio: 'ignore' });
  const dist = path.join(root, 'embed/dist');
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js') && statSync(path.join(dist, name)).isFile())
    .map((name) => {
      const bytes = readFileSync(path.join(dist, name));
      return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) =>
      a.name === 'consent.js' ? -1 : b.name === 'consent.js' ? 1 : a.name.localeCompare(b.name),
    );
}
