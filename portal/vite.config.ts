import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { sourceCondition } from '../scripts/source-condition.ts';

/**
 * Writes .br and .gz next to every text asset of the build, compressed once at the highest levels,
 * so that the server sends them as they are (server/src/http/portal.ts) instead of compressing
 * each response.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
        (e) => e.isFile() && /\.(js|css|html|svg|json|txt|webmanifest)$/.test(e.name),
      );
      for (const file of files) {
        const full = path.join(file.parentPath, file.name);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * A dynamic import's preload list without the scripts already loaded when it runs: the entry's and
 * the importing chunk's static imports (the import itself still fetches anything missing; the list is
 * there so that a page's chunks download side by side). Vite lists them all, and the lists are
 * repeated in every chunk that imports on demand: 1-4 KB gzip of file names per chunk.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: OutputBundle | null = null;
  const closures = new Map<string, ReadonlySet<string>>();
  const staticClosure = (file: string): ReadonlySet<string> => {
    const known = closures.get(file);
    if (known) return known;
    const found = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (found.has(name) || chunk?.type !== 'chunk') return;
      found.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(file);
    closures.set(file, found);
    return found;
  };
  const plugin: Plugin = {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the lists (it calls resolveDependencies below).
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    // The page's own <link rel=modulepreload> tags are the entry's imports: all of them are wanted.
    if (hostType !== 'js' || !bundle) return deps;
    const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
    const loaded = new Set([
      ...staticClosure(hostId),
      ...entries.flatMap((c) => [...staticClosure(c.fileName)]),
    ]);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadOnlyWhatIsMissing();

/**
 * React Router's package points every import condition at its development build (warnings and
 * checks, about 7 KB more gzip on every route); a production build takes the build made for it.
 */
const ROUTER_DIST = path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  'react-router',
  'dist',
  'production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
];

/** @visx/text's `calc()` reducer, 5 KB gzip of expression evaluator, for a few lines (src/app/reduce-css-calc.ts). */
const smallCalc = {
  find: /^reduce-css-calc$/,
  replacement: path.join(import.meta.dirname, 'src', 'app', 'reduce-css-calc.ts'),
};

export default defineConfig(({ command, mode }) => ({
  // The workspace's packages as TypeScript sources, not the sdk's published dist/.
  plugins: [sourceCondition(), react(), preload.plugin, precompress()],
  resolve: {
    alias: [smallCalc, ...(command === 'build' && mode !== 'development' ? productionRouter : [])],
  },
  // Mock mode serves MSW's worker script (made by `msw init` into the stories' public folder).
  ...(mode === 'mock' ? { publicDir: path.join(import.meta.dirname, '..', 'stories', 'public') } : {}),
  ...(mode === 'mock' ? {} : { server: { proxy: { '/api': 'http://localhost:3000' } } }),
  build: {
    outDir: 'dist',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // The route weights are checked from it (portal/test/bundle-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every route runs (React, its DOM renderer, the router): one cacheable file rather
              // than the entry plus the router's chunk plus small shims, each gzipped apart.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              // react-aria-components' FormContext (Form.mjs) with the validation hooks that every
              // field runs. Left to the automatic chunking, a page with a switch and no text field
              // (Cookie Consent) gives FormContext a file of its own, which the login page downloads.
              // Only these modules (not their dependencies, which other chunks hold): the group adds
              // nothing to a route that did not load them.
              name: 'useFormValidation',
              test: /(react-aria-components[\\/]dist[\\/]private[\\/]Form|react-aria[\\/]dist[\\/]private[\\/]form[\\/]useFormValidation|react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useFormReset|react-stately[\\/]dist[\\/]private[\\/]form[\\/]useFormValidationState)\.mjs$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // react-aria's interactions every button, link and field runs (focus, keyboard, hover,
              // press) with the label hooks: one file. Left to the automatic chunking, a page that uses
              // a press or a label without the rest (the DSAR builder's file and colour fields) splits
              // them into three files, whose gzip overhead every route, the login page included, pays.
              name: 'useHover',
              test: /(react-aria[\\/]dist[\\/]private[\\/](utils[\\/](domHelpers|shadowdom[\\/]DOMFunctions|focusWithoutScrolling|isElementVisible|isFocusable|platform|isVirtualEvent|openLink|useEffectEvent|runAfterTransition|useSyncRef|useGlobalListeners|useLabels|getMetaValue|getNonce)|interactions[\\/](utils|useFocusVisible|focusSafely|useFocus|createEventHandler|createKeyboardShortcutHandler|useKeyboard|useFocusable|useFocusWithin|useHover|textSelection|context|usePress)|focus[\\/]useFocusRing|collections[\\/]Hidden|label[\\/]useLabel)|react-stately[\\/]dist[\\/]private[\\/]flags[\\/]flags|react-aria-components[\\/]dist[\\/]private[\\/]Label)\.mjs$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // The text field of the ui library with react-aria's, and the contract's field rules with
              // the login's: kept together as the login page loads them, though the DSAR builder uses a
              // bare react-aria text field and the DSAR forms the field rules without the login's.
              name: 'TextField',
              test: /(react-aria-components[\\/]dist[\\/]private[\\/](TextArea|TextField)\.mjs|ui[\\/]src[\\/]TextField[\\/]TextField\.tsx)$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              name: 'LoginRequest',
              test: /sdk[\\/]src[\\/](react[\\/]field-rules|generated[\\/]form-rules[\\/]LoginRequest)\.ts$/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            {
              // The table's pagination with the table's styles, as every paged list shows them: the
              // automatic chunking split them once DSAR's lists used the pagination alone.
              name: 'DataTable.module',
              test: /ui[\\/]src[\\/](Pagination[\\/]Pagination(\.module\.css|\.tsx)|DataTable[\\/]DataTable\.module\.css)$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // react-aria's overlay positioning with its animation helper: tooltips, dialogs and
              // popovers use both, once one opens. Once the tabs (which animate without an overlay)
              // were shared by several pages, the automatic chunking split them into two files. The
              // tooltips' open state (react-stately's useOverlayTriggerState) is not in it: an icon
              // button needs that from the first paint, and the positioning only when a tooltip opens.
              name: 'overlayPosition',
              test: /(react-aria[\\/]dist[\\/]private[\\/](overlays[\\/](calculatePosition|useCloseOnScroll|useOverlayPosition|PortalProvider)|utils[\\/]useResizeObserver)|react-aria-components[\\/]dist[\\/]private[\\/]OverlayArrow)\.mjs$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // react-aria's progress bar (every Loader spinner, the login page's included) with the
              // locale helpers it formats with. Overlays use those helpers too; left to the automatic
              // chunking they were a file of their own, whose gzip overhead the login page paid.
              name: 'ProgressBar',
              test: /(react-aria-components[\\/]dist[\\/]private[\\/]ProgressBar|react-aria[\\/]dist[\\/]private[\\/](progress[\\/]useProgressBar|i18n[\\/](useNumberFormatter|useDefaultLocale|utils|I18nProvider))|@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter|react-stately[\\/]dist[\\/]private[\\/]utils[\\/]number)\.mjs$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            {
              // The enter and exit animation helper alone: tabs animate with it and no overlay, so a
              // page with tabs does not download the overlays' positioning for it.
              name: 'animation',
              test: /react-aria[\\/]dist[\\/]private[\\/]utils[\\/]animation\.mjs$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
