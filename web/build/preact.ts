import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The customers' pages (src/public-app) run on preact/compat, the owner's and administrator's on
 * React (issue 26, the first load): react-dom alone weighs about 60 KB gzip, more than the whole
 * public app's first screen may load, while preact/compat keeps the same components, hooks and
 * root API (createRoot, hydrateRoot, lazy, Suspense, useSyncExternalStore) in about 10 KB. The
 * source stays React (DESIGN.md): only the build's resolution changes, for one side of the graph.
 *
 * One build holds both apps, and some modules serve both (components/ui's Button and Spinner,
 * lucide-react, sonner; the landing's demo draws the catalogue's first screen with React). So the
 * side is decided per import, not per file:
 * - a module's own side is Preact under src/public-app, React anywhere else, unless its id carries
 *   a `?preact` or `?react` mark;
 * - a module that uses React (a project file that is .tsx or imports react; a package that depends
 *   on react), or any public-app module when the React side imports it, imported from the other
 *   side's React-using module or copy is a second copy, marked with the importer's side; on the
 *   Preact side, `react`, `react-dom` and their entry points resolve to preact/compat's;
 * - a module without React (paths, the read cache, lib/api, @vitrine/shared) stays one module
 *   shared by both, so the boot entry's read and the public app's are the same cache. Such a module
 *   resolves its own imports on its own side; the boot entry, which loads both apps, is one.
 * The build fails if React itself ends up in the public app's reach (`assertNoReact`).
 */

const PREACT = '?preact';
const REACT = '?react';
type Side = typeof PREACT | typeof REACT;

/** React's entry points and preact/compat's equivalents. */
const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // The update prompt's hook (vite-plugin-pwa ships both).
  'virtual:pwa-register/react': 'virtual:pwa-register/preact',
};

const IMPORTS_REACT = /\bfrom\s*['"]react(?:-dom)?(?:\/[\w-]+)?['"]/;

const splitMark = (id: string): [string, Side | null] =>
  id.endsWith(PREACT) ? [id.slice(0, -PREACT.length), PREACT] : id.endsWith(REACT) ? [id.slice(0, -REACT.length), REACT] : [id, null];

export interface PreactForPublicAppOptions {
  /** The public app's folder, relative to the Vite root: its modules are on the Preact side. */
  publicDir: string;
  /** The boot entry, relative to the Vite root: it loads either app and uses neither. */
  boot: string;
}

export function preactForPublicApp({ publicDir, boot }: PreactForPublicAppOptions): Plugin {
  let root = process.cwd();
  const publicRoot = () => resolve(root, publicDir) + sep;
  const usesReactCache = new Map<string, boolean>();

  /** The package.json that owns a file in node_modules. */
  function packageOf(file: string): string | null {
    for (let dir = dirname(file); dir.includes(`${sep}node_modules${sep}`); dir = dirname(dir)) {
      if (existsSync(join(dir, 'package.json')) && dirname(dir).split(sep).includes('node_modules')) return join(dir, 'package.json');
    }
    return null;
  }

  function usesReact(file: string): boolean {
    if (file.includes('\0') || file.includes('?') || file === resolve(root, boot)) return false;
    const pkg = file.includes(`${sep}node_modules${sep}`) ? packageOf(file) : null;
    const key = pkg ?? file;
    let uses = usesReactCache.get(key);
    if (uses === undefined) {
      if (pkg) {
        const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(pkg, 'utf8')) as Record<
          string,
          Record<string, string>
        >;
        uses = ['react', 'react-dom'].some((name) => name in dependencies || name in peerDependencies);
      } else {
        uses = /\.[jt]sx$/.test(file) || (/\.[cm]?[jt]s$/.test(file) && existsSync(file) && IMPORTS_REACT.test(readFileSync(file, 'utf8')));
      }
      usesReactCache.set(key, uses);
    }
    return uses;
  }

  const sideOf = (id: string): Side => {
    const [file, mark] = splitMark(id);
    return mark ?? (file.startsWith(publicRoot()) ? PREACT : REACT);
  };

  return {
    name: 'vitrine:preact-for-public-app',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const [importerFile, importerMark] = splitMark(importer);
      const side = sideOf(importer);
      if (side === PREACT && source in COMPAT) {
        return this.resolve(COMPAT[source]!, importerFile, { ...options, skipSelf: true });
      }
      // A module without React, unless it is a copy already, imports as itself would: nothing to mark.
      if (!importerMark && !usesReact(importerFile)) return null;
      const resolved = await this.resolve(source, importerFile, { ...options, skipSelf: true });
      if (!resolved || resolved.external || sideOf(resolved.id) === side) return resolved;
      // The public app's modules are all copied for the React side (the landing's demo), so a
      // barrel without React there (public-app/embed.ts) still leads to React's copies.
      const copy = usesReact(resolved.id) || (side === REACT && resolved.id.startsWith(publicRoot()));
      return copy ? { ...resolved, id: resolved.id + side } : resolved;
    },
    async load(id) {
      const [file, mark] = splitMark(id);
      // The second copy is the same file.
      return mark ? readFile(file, 'utf8') : null;
    },
  };
}

/** React's own packages: what the public app's chunks must not hold. */
export const isReactItself = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);
