// What each route of the portal downloads, in gzip bytes of JS and CSS, read from the build's
// manifest: the entry's static imports, the route's layout (shell, public site) and its page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type RouteSpec } from '../../src/routing/route-table.ts';

export const PORTAL = path.resolve(import.meta.dirname, '..', '..');
export const DIST = path.join(PORTAL, 'dist');

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const LAYOUT_MODULE: Partial<Record<RouteSpec['layout'], string>> = {
  shell: 'src/shell/ShellLayout.tsx',
  public: 'src/public-layout/PublicLayout.tsx',
};

/** Page keys whose loader also loads the query cache (pages.tsx `dataPage`). */
const dataPages = new Set<string>();
const WITH_QUERIES = 'src/app/WithQueries.tsx';

/** The module each page key of pages.tsx loads, as a manifest key. */
function pageModules(): Map<string, string> {
  const source = readFileSync(path.join(PORTAL, 'src', 'app', 'pages.tsx'), 'utf8');
  const key = (specifier: string) => path.posix.join('src/app', specifier);
  const loaders = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = (?:page\()?\(\) => import\('([^']+)'\)/g)) {
    loaders.set(m[1] as string, key(m[2] as string));
  }
  const pages = new Map<string, string>();
  for (const m of source.matchAll(/(\w+): (page|dataPage)\(\(\) =>\s*(?:import\('([^']+)'\)|(\w+)\(\))/g)) {
    const module = m[3] ? key(m[3]) : loaders.get(m[4] as string);
    if (module) pages.set(m[1] as string, module);
    // A data page brings the query cache along (pages.tsx dataPage).
    if (module && m[2] === 'dataPage') dataPages.add(m[1] as string);
  }
  for (const m of source.matchAll(/(\w+): (\w+),/g)) {
    const module = loaders.get(m[2] as string);
    if (module) pages.set(m[1] as string, module);
  }
  return pages;
}

/**
 * The page a module route really shows: the module's own page (modules/pages.ts loads its index) and,
 * where that page picks a screen per path from a lazy `PAGES` map (Cookie Consent), that screen.
 */
function modulePageModules(route: RouteSpec): string[] {
  if (!route.module) return [];
  const dir = path.join(PORTAL, 'src', 'modules', route.module);
  const keys = [`src/modules/${route.module}/index.ts`];
  for (const file of [
    'CookieConsentPage.tsx',
    `${route.module[0]?.toUpperCase()}${route.module.slice(1)}Page.tsx`,
  ]) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const source = readFileSync(full, 'utf8');
    const escaped = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`'${escaped}': page\\(\\(\\) =>\\s*import\\('([^']+)'\\)`).exec(source);
    if (m) keys.push(path.posix.join(`src/modules/${route.module}`, m[1] as string));
    break;
  }
  return keys;
}

/** Whether the module's page picks a screen per path from a lazy `PAGES` map. */
function hasScreenMap(module: string): boolean {
  const dir = path.join(PORTAL, 'src', 'modules', module);
  return readdirSync(dir)
    .filter((f) => f.endsWith('Page.tsx'))
    .some((f) => readFileSync(path.join(dir, f), 'utf8').includes('const PAGES'));
}

export interface RouteWeight {
  path: string;
  page: string;
  layout: RouteSpec['layout'];
  /** The JS and CSS files it downloads (paths in dist). */
  files: string[];
  /** A product route that shows its module's own screen, not the shared landing. */
  moduleScreen: boolean;
  /**
   * A route of a module that has screens of its own: even its landing carries the module's screen map
   * (the lazy screens and their preload lists), which is the module's weight, not the shell's.
   */
  moduleWithScreens: boolean;
  gzipBytes: number;
}

export function routeWeights(dist = DIST): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      const full = path.join(dist, file);
      size = existsSync(`${full}.gz`)
        ? readFileSync(`${full}.gz`).length
        : gzipSync(readFileSync(full), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  const closure = (key: string, files: Set<string>, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) closure(i, files, seen);
  };
  const pages = pageModules();
  return ROUTES.map((route) => {
    const files = new Set<string>();
    closure('index.html', files);
    const layout = LAYOUT_MODULE[route.layout];
    if (layout) closure(layout, files);
    const page = pages.get(route.page);
    if (!page) throw new Error(`No page module found for the route key "${route.page}"`);
    closure(page, files);
    if (dataPages.has(route.page)) closure(WITH_QUERIES, files);
    const screens = modulePageModules(route);
    for (const key of screens) closure(key, files);
    return {
      path: route.path,
      page: route.page,
      layout: route.layout,
      files: [...files],
      moduleScreen: screens.length > 1,
      moduleWithScreens: route.module !== undefined && hasScreenMap(route.module),
      gzipBytes: [...files].reduce((sum, f) => sum + gzipBytes(f), 0),
    };
  });
}
