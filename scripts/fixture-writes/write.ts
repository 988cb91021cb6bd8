import type { FixtureModule } from '../record-fixtures.requests.ts';
import type { FixtureWrite } from '../record-fixtures.writes.ts';

/** A module's write maker: `write(method, template, url, body?)`, the body left out when there is none. */
export const writesOf =
  (module: FixtureModule) =>
  (method: FixtureWrite['method'], template: string, url: string, body?: unknown): FixtureWrite => ({
    module,
    method,
    template,
    url,
    ...(body === undefined ? {} : { body }),
  });
