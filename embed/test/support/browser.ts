// Debian's chromium (e2e/support/chromium.ts), with the fixture hosts mapped to the loopback address.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/support/chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--host-resolver-rules=MAP *.test 127.0.0.1, MAP www.youtube.com 127.0.0.1',
    ],
  });
}
