import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// The catalogues of sdk/src/rules/i18n: Lingui's minimal JSON, written by hand (no extraction from
// source, no macros), compiled to TypeScript modules by `npm run i18n:compile -w sdk`.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt-BR', 'ar', 'it', 'hi', 'zh', 'ja', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/rules/i18n/portal/{locale}',
      include: [],
    },
  ],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
