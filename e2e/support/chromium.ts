/**
 * Debian's chromium (TOOLCHAIN.md): playwright's own browser download is not possible here.
 * One list for the e2e browser and for vitest's browser projects (vitest.config.ts), so the flags
 * cannot drift between the two.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
