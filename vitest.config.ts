import { defineConfig } from 'vitest/config';
import { E2E_LANES } from './test/setup/e2e-lanes.js';

// Tests never run on Google Cloud: without this, Google's auth library (under the Admin SDK's
// Firestore client) probes the metadata server to find out, and prints a MetadataLookupWarning when
// the probe fails. Set here, it reaches the test workers and the emulators the suites start.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/**
 * Four suites (`npm test`, scripts/test.ts, runs each in a vitest process of its own: e2e from the
 * start, unit beside the checks, then api and stack side by side):
 *  unit  pure code, no I/O; and the tests' own doubles (test/support/**, the local PSP) on loopback only
 *  api   the Express app in-process over HTTP (supertest), against the Auth emulator and the Node Firestore emulator
 *  e2e   the whole local stack (Hosting + Functions + Auth emulators, Node Firestore) driven in Debian's Chromium,
 *        the flows through Hosting's code with the functions in one process (scripts/lib/hosting-process.ts)
 *  stack `npm start` itself, as a supervisor runs it: stopped by a signal to npm's PID, two stacks at once;
 *        its processes losing their parent while they start; and every part of `npm run bench` in its short form
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts', 'web/test/**/*.test.ts', 'test/support/**/*.test.ts'],
          // One module graph for every file, as the API tier: pure code has no state of its own to
          // reset, and zod, the shared package and the web modules load once instead of once per
          // file (the tier took 62.6 s of CPU, 20.1 s so). A file that stubs a global or fakes the
          // clock puts it back in its afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/test/api/**/*.test.ts'],
          // As functions/build.mjs bundles it: the web app's server-side render of the catalogue, on
          // preact/compat (web/build/preact.ts), lucide-react's icons transformed with it rather than
          // loaded from node_modules with React.
          alias: [
            { find: '@vitrine/web-ssr', replacement: new URL('./web/src/public-app/ssr.tsx', import.meta.url).pathname },
            { find: /^react(?:-dom)?(?=\/|$)/, replacement: 'preact/compat' },
            // Its ES module build (Node's condition picks the CommonJS one, which requires React itself).
            {
              find: /^lucide-react$/,
              replacement: new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url).pathname,
            },
          ],
          // Bundled into one module first (Vite's dependency optimizer), then transformed like our own
          // code so that its `react` import meets the alias above (deps_ssr: the optimizer's output):
          // its ~1,700 icon modules one by one took 8 s of transforms and 2 s of import per worker.
          deps: { optimizer: { ssr: { enabled: true, include: ['lucide-react'] } } },
          server: { deps: { inline: ['lucide-react', /deps_ssr/] } },
          globalSetup: ['test/setup/api-emulators.ts'],
          setupFiles: ['test/setup/api-env.ts'],
          // One module graph for every file of a worker: the app, the Admin SDK and the web app's render
          // load once per worker rather than per file (import took 248 of the tier's 1,082 s in CI; the
          // tier now takes 350 s). So a file must not count on module state of its own: the environment
          // is set here, once (test/setup/api-env.ts, the pictures folder included), and a file wanting
          // other settings builds its own app (test/support/api.ts: appWith, isolatedApp).
          isolate: false,
          // Two files at a time, on the one pair of emulators: a file mostly waits on them (one worker
          // kept 0.74 of a core busy: 329 s for 243 s of CPU alone; two, 197 s for 239 s), and in
          // `npm test` the second takes the core the browser flows leave idle. So a file never counts
          // on what other files write: its shops, owners and orders are its own, and a file that
          // changes the platform's settings has a database of its own (isolatedApp).
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/setup/e2e-stack.ts'],
          setupFiles: ['test/setup/e2e-browser.ts'],
          // One module graph and one browser for every file (test/e2e/browser.ts): playwright-core and
          // Chromium start once per worker instead of once per file (about 3 s each of 53 files).
          isolate: false,
          // A safety net, not a speed check: three heavy lanes share CI's two cores while the API tier runs.
          testTimeout: 150_000,
          hookTimeout: 150_000,
          // One browser flow per lane at a time, each lane with a stack of its own (test/setup/e2e-lanes.ts).
          fileParallelism: E2E_LANES > 1,
          maxWorkers: E2E_LANES,
          // On a loaded 2-core CI machine a browser flow can miss a timeout once; a real fault fails twice.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['test/stack/**/*.test.ts'],
          // Each test starts whole stacks (a minute or two on a loaded 2-core machine).
          testTimeout: 600_000,
          // One file at a time: `npm start`'s two stacks and the bench's short form (test/stack/bench.test.ts)
          // would otherwise share the two cores and time each other out.
          fileParallelism: false,
          // `npm start --skip-build` serves the build the e2e stack made (test/stack/start.test.ts
          // builds only when there is none): in one `vitest run` of every tier, after the others;
          // npm test runs it once the checks pass, beside the API tier and the browser flows.
          sequence: { groupOrder: 1 },
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
