import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The functions' own Express (5; the workspace root's is firebase-tools' 4).
const express = createRequire(join(import.meta.dirname, '../../functions/package.json'))('express') as typeof import('express');

/**
 * A function as Cloud Functions' runtime serves it: an Express app of its own (x-powered-by on)
 * reads the body first (JSON, text, form-encoded, anything else as bytes, up to 32 MB), keeps the
 * bytes in `req.rawBody` and then calls the function with (req, res). Written after firebase-tools'
 * functionsEmulatorRuntime.js and the Functions Framework's server.ts, which do the same. The API
 * tests serve the app through it in-process (functions/test/api/security-http.test.ts), the e2e
 * stack's fast front serves the built functions through it (scripts/lib/hosting-process.ts), and
 * test/e2e/security-runtime.test.ts checks that it answers as the real one does.
 */
export function comoNoRuntime(app: (req: IncomingMessage, res: ServerResponse) => void) {
  const runtime = express();
  const opcoes = {
    limit: '32mb',
    verify: (req: IncomingMessage, _res: ServerResponse, bytes: Buffer) => Object.assign(req, { rawBody: bytes }),
  };
  runtime.use(
    express.json(opcoes),
    express.text(opcoes),
    express.urlencoded({ ...opcoes, extended: true }),
    express.raw({ ...opcoes, type: '*/*' }),
  );
  runtime.all('/{*caminho}', (req, res) => app(req, res));
  return runtime;
}
