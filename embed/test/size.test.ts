// The budget the issue sets, as CI checks it: size-limit over the built files (embed/.size-limit.json).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const EMBED = path.join(import.meta.dirname, '..');

describe('size budget', () => {
  it('keeps consent.js (loader + banner) within 8 KB gzip', () => {
    const out = execFileSync(
      process.execPath,
      [path.join(EMBED, '../node_modules/size-limit/bin.js'), '--json'],
      {
        cwd: EMBED,
        encoding: 'utf8',
      },
    );
    const results = JSON.parse(out) as { name: string; size: number; passed?: boolean }[];
    const first = results.find((r) => r.name.startsWith('consent.js'));
    expect(first?.passed).toBe(true);
    expect(first?.size).toBeLessThanOrEqual(8000);
    console.log(results.map((r) => `${r.name}: ${r.size} B gzip`).join('\n'));
  });
});
