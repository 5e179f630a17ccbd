import { createRequire } from 'node:module';

/**
 * Loaded into the firebase-tools CLI process before it starts (`node --import`, stack.ts
 * startFirebaseEmulators). The Auth emulator serves its REST API through exegesis, which by default
 * compiles the request and response validators of every operation of Identity Toolkit's OpenAPI
 * document (thousands of schemas) before it listens: 13 of the 18 s of CPU an `--only auth` start
 * took here, once per stack (npm test starts six: the API tier's, the e2e stack's, three in
 * test/stack/start.test.ts and the bench's). Compiled lazily, each operation's validator is built
 * the first time a request reaches it, and validates the same: the start took 4.7 s of CPU.
 */
const require = createRequire(new URL('../../node_modules/firebase-tools/lib/emulator/auth/server.js', import.meta.url));
try {
  const options = require('exegesis/lib/options');
  const compileOptions = options.compileOptions;
  options.compileOptions = (opcoes = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...opcoes });
} catch (error) {
  // Only slower: the emulator compiles its validators at start, as it does without this file.
  console.warn(`firebase-preload: exegesis não encontrado, o Auth emulator compila tudo ao iniciar (${String(error)})`);
}
