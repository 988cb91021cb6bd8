import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * The export condition under which the workspace's packages point at their TypeScript sources
 * (sdk/package.json: `"@privacy-portal/source": "./src/index.ts"`); without it they resolve to the
 * built `dist/` of the published package. tsconfig.base.json (customConditions), esbuild
 * (scripts/build-server.mjs) and tsx (`--conditions`) name it too.
 */
export const SOURCE_CONDITION = '@privacy-portal/source';

/**
 * Puts the source condition first in every Vite environment (the browser, SSR and vitest's own
 * runner), keeping that environment's default conditions behind it.
 */
export function sourceCondition(): Plugin {
  return {
    name: 'privacy-portal:source-condition',
    configEnvironment(name, config) {
      const consumer = config.consumer ?? (name === 'client' ? 'client' : 'server');
      const conditions =
        config.resolve?.conditions ??
        (consumer === 'client' ? defaultClientConditions : defaultServerConditions);
      config.resolve = {
        ...config.resolve,
        conditions: [SOURCE_CONDITION, ...conditions.filter((c) => c !== SOURCE_CONDITION)],
      };
    },
  };
}
