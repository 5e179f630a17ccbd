import { afterAll } from 'vitest';
import { closeContexts } from '../e2e/browser.js';

// Run before each e2e file (setupFiles): when the file ends, whatever it left open goes with it.
afterAll(closeContexts);
