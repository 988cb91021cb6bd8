#!/usr/bin/env node
// TypeScript 7's native compiler (package typescript-native, ADR 0010), run with this process's
// arguments. Its bin is not linked as `tsc`: that name stays TypeScript 5.9's, whose API
// openapi-typescript needs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(manifest), 'bin', 'tsc');
const { status, signal } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
