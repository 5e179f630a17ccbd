import { resolve } from 'node:path';
import { isCSSRequest, type Plugin } from 'vite';

/**
 * The owner's and administrator's side in a few files instead of a hundred. Left to itself the
 * bundler makes a chunk of every set of modules that the same screens share (a menu icon, a hook, a
 * helper of 150 bytes), so the first owner screen asked Hosting for 99 files (/produtos, 2026-11-30),
 * each a request, a response and a module for the browser to fetch and link. What every visit loads
 * whatever screen opens first goes in two files:
 *
 * - `app`: what every page of the owner's app runs, App.tsx's static imports (React, the router,
 *   the reads, the toasts). Through a package's index (lucide-react, @tanstack/react-query) they hold
 *   every icon and hook the app uses, a few KB more than App.tsx alone needs;
 * - `painel`: what the panels' shells (the session guards and layouts) import and no page outside
 *   them does (the landing page, the legal pages, the sign-in pages of owner-auth and admin-auth):
 *   the menu, its icons, the session, the layout's pieces.
 *
 * Each screen keeps its own chunk, what the shells share with an outside page stays where the
 * bundler puts it, and what loads lazily (charts, Firebase Auth, zod) stays apart. The public app's
 * modules (`publico`) are left to its own chunks (public-app.ts), so a customer never downloads the
 * owner's side. /produtos: 99 → 49 files, 295 → 286 KB gzip; the landing page 38 → 20 files, 222 →
 * 225 KB; a catalogue's first load unchanged (5 files).
 */
export interface PainelChunksOptions {
  /** The owner's app's root component, relative to the Vite root: every non-public page runs it. */
  app: string;
  /** The panels' shells (guards and layouts), relative to the Vite root: every screen inside one loads it first. */
  shells: string[];
  /** Filled by public-app.ts when the module graph is built: the boot entry's and the public app's modules. */
  publico: Set<string>;
}

export function painelChunks({ app, shells, publico }: PainelChunksOptions): Plugin {
  let root = process.cwd();
  const grupos = { app: new Set<string>(), painel: new Set<string>() };

  // Below the public app's groups (public-app.ts), each exactly its set: a group's pull of its
  // modules' dependencies would take the public app's and the outside pages' too.
  const codeSplitting = {
    groups: (['app', 'painel'] as const).map((name, index) => ({
      name,
      test: (id: string) => grupos[name].has(id),
      priority: -1 - index,
      includeDependenciesRecursively: false,
    })),
  };

  return {
    name: 'vitrine:painel-chunks',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting } } } }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      /** What `ids` run: they and their static imports, transitively (not what they load lazily). */
      const alcance = (ids: string[]) => {
        const vistos = new Set<string>();
        const andar = (id: string) => {
          if (vistos.has(id) || isCSSRequest(id)) return;
          vistos.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(andar);
        };
        ids.forEach(andar);
        return vistos;
      };
      const id = (arquivo: string) => {
        const info = this.getModuleInfo(resolve(root, arquivo));
        if (!info) return this.error(`vitrine:painel-chunks: ${arquivo} is not in the build`);
        return info.id;
      };
      // Every module something loads lazily: the pages, the screens, the libraries.
      const lazy = [...this.getModuleIds()].flatMap((modulo) => this.getModuleInfo(modulo)?.dynamicallyImportedIds ?? []);
      // The pages outside the panels: not the public app's, not a screen inside a shell (a feature of
      // owner- or admin- but their -auth, whose sign-in pages stand before the shells).
      const foraDosPaineis = alcance(lazy.filter((raiz) => !publico.has(raiz) && !/\/features\/(owner|admin)-(?!auth\/)/.test(raiz)));

      grupos.app = new Set([...alcance([id(app)])].filter((modulo) => !publico.has(modulo)));
      grupos.painel = new Set(
        [...alcance(shells.map(id))].filter((modulo) => !publico.has(modulo) && !grupos.app.has(modulo) && !foraDosPaineis.has(modulo)),
      );
    },
  };
}
