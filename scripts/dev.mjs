// `npm run dev`: the API with reload (node --watch) and the portal on vite's dev server
// (which proxies /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['--watch', '--conditions=@privacy-portal/source', '--import', 'tsx', 'server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_DIR: '' },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'portal/vite.config.ts', 'portal'], {
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
