import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isCSSRequest, type Plugin, type Rollup } from 'vite';
import { isReactItself } from './preact.ts';

/**
 * The public app's place in the build, derived from its entry module and the import graph rather
 * than from file-path patterns, so a rename or a new file keeps its chunk or fails the build:
 *
 * - `boot` chunk: what the boot entry (src/main.tsx) runs before React loads (the route, the first
 *   read and what they import), so the read never waits for React.
 * - `public-app` chunk: the public app's entry and everything it imports (React, the UI pieces,
 *   their icons) in one file, not dozens; its lazy parts (the cart sheet, the toasts) stay apart.
 * - index.html carries the preloads of that chunk and its imports, inert, and the boot entry sets
 *   them off on a public page that draws itself, so they download while it starts the page's read
 *   (a catalogue whose first screen is in the HTML loads them after its first pictures instead,
 *   and the landing page and the owner's screens never: src/main.tsx).
 * - `precached`: the files the service worker precaches, the public app's whole graph and the
 *   shell's; the owner's and administrator's screens (Firebase Auth, zod, charts) are left out,
 *   so a customer's phone never downloads them in the background.
 */
export interface PublicAppOptions {
  /** The entry index.html loads, relative to the Vite root. */
  boot: string;
  /** The public app's entry module, which the boot entry imports for the public paths. */
  entry: string;
  /**
   * Modules precached with the public app although outside its graph, each with what it imports
   * (not what it loads lazily): what the landing page and the update prompt need offline. Paths
   * relative to the Vite root, or package names.
   */
  shell: string[];
}

export interface PublicApp {
  plugins: Plugin[];
  /** Filled when the bundle is written: the JavaScript files the service worker precaches. */
  precached: Set<string>;
  /** Filled when the module graph is built: the boot entry's modules and the public app's whole reach, lazy parts included. */
  reach: Set<string>;
}

type Chunks = Map<string, Rollup.OutputChunk>;

function chunksOf(bundle: Rollup.OutputBundle): Chunks {
  return new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

function chunkHolding(chunks: Chunks, moduleId: string, what: string): Rollup.OutputChunk {
  const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`vitrine:public-app: no chunk holds ${what} (${moduleId})`);
  return chunk;
}

export function publicApp({ boot, entry, shell }: PublicAppOptions): PublicApp {
  let root = process.cwd();
  let base = '/';
  const bootId = () => resolve(root, boot);
  const entryId = () => resolve(root, entry);
  /** What the boot entry imports statically, known once the module graph is built (before chunking). */
  const bootModules = new Set<string>();
  /**
   * What the public app's entry imports that other pages import too (the landing's demo draws the
   * catalogue with React's copies of its components, build/preact.ts, and the same @vitrine/shared
   * modules): a chunk of its own, so a page that needs one of them never downloads the public app.
   */
  const commonModules = new Set<string>();
  const shellIds: Array<{ name: string; id: string }> = [];
  const precached = new Set<string>();
  const publicSide = new Set<string>();

  const chunking: Plugin = {
    name: 'vitrine:public-app-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'boot', test: (id: string) => bootModules.has(id), priority: 3 },
                  { name: 'public-comum', test: (id: string) => commonModules.has(id), priority: 2 },
                  { name: 'public-app', test: (id: string) => id === entryId(), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      for (const [name, file] of [
        ['the boot entry', boot],
        ['the public app entry', entry],
      ] as const) {
        if (!existsSync(resolve(root, file))) throw new Error(`vitrine:public-app: ${name} ${file} not found`);
      }
    },
    async buildStart() {
      shellIds.length = 0;
      for (const name of shell) {
        const resolved = await this.resolve(name.startsWith('src/') ? resolve(root, name) : name, bootId());
        if (!resolved) throw new Error(`vitrine:public-app: shell module ${name} not found`);
        shellIds.push({ name, id: resolved.id });
      }
    },
    buildEnd(error) {
      if (error) return;
      const bootInfo = this.getModuleInfo(bootId());
      if (!bootInfo?.dynamicallyImportedIds.includes(entryId())) {
        throw new Error(`vitrine:public-app: ${boot} does not import ${entry} lazily: the public pages would have no chunk of their own`);
      }
      bootModules.clear();
      const visit = (id: string) => {
        if (bootModules.has(id) || isCSSRequest(id)) return;
        bootModules.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      bootInfo.importedIds.forEach(visit);
      if (bootModules.has(entryId())) throw new Error(`vitrine:public-app: ${boot} imports ${entry} statically`);
      // The public app's reach, lazy parts included; a module of its first download imported from
      // outside that reach (and not the boot entry's) is common.
      const reach = (from: string, lazy: boolean) => {
        const ids = new Set<string>();
        const walk = (id: string) => {
          if (ids.has(id) || isCSSRequest(id)) return;
          ids.add(id);
          const info = this.getModuleInfo(id);
          info?.importedIds.forEach(walk);
          if (lazy) info?.dynamicallyImportedIds.forEach(walk);
        };
        walk(from);
        return ids;
      };
      const publicReach = reach(entryId(), true);
      publicSide.clear();
      [...bootModules, ...publicReach].forEach((id) => publicSide.add(id));
      commonModules.clear();
      for (const id of reach(entryId(), false)) {
        if (bootModules.has(id)) continue;
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (importers.some((importer) => !publicReach.has(importer) && !bootModules.has(importer))) commonModules.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      /** A chunk's files with what they import, and with what they load lazily too when `lazy`. */
      const reach = (from: Rollup.OutputChunk, lazy: boolean) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
          if (lazy) chunk.dynamicImports.forEach(visit);
        };
        visit(from.fileName);
        return files;
      };
      const publicFiles = reach(chunkHolding(chunks, entryId(), entry), true);
      // The public app runs on preact/compat (build/preact.ts): React in its reach means a module
      // of its graph was resolved on the owner's side, and would break it besides weighing 60 KB.
      for (const file of publicFiles) {
        const react = chunks.get(file)?.moduleIds.find(isReactItself);
        if (react) this.error(`vitrine:public-app: ${file}, in the public app's reach, holds React (${react})`);
      }
      precached.clear();
      const kept = [
        reach(chunkHolding(chunks, bootId(), boot), false),
        ...shellIds.map(({ name, id }) => reach(chunkHolding(chunks, id, name), false)),
        publicFiles,
      ];
      kept.forEach((files) => files.forEach((file) => precached.add(file)));
    },
  };

  const preload: Plugin = {
    name: 'vitrine:preload-public-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = chunksOf(bundle);
        const publicChunk = chunkHolding(chunks, entryId(), entry);
        const bootChunk = chunkHolding(chunks, bootId(), boot);
        // What the boot entry already loads is not preloaded twice.
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === bootChunk.fileName || bootChunk.imports.includes(fileName)) return;
          files.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(publicChunk.fileName);
        // Inert in a <template>: index.html is every path's page, and on the landing page or the
        // owner's screens the public app's code would only compete with what they show. The boot
        // entry puts them to work on a public page that draws itself (src/main.tsx, PRELOAD_DO_APP_ID);
        // `data-app`: a catalogue page whose first screen the server drew leaves them out (functions'
        // public-link-preview, html.ts), and asks for the code after its pictures.
        return [
          {
            tag: 'template',
            attrs: { id: 'preload-do-app' },
            children: [...files].map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, 'data-app': true },
            })),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };

  return { plugins: [chunking, preload], precached, reach: publicSide };
}
