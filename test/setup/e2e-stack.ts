import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/lib/stack.js';

/** The whole product, as `npm start` brings it up, on the test ports and with fresh demo data. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ profile: 'test', fresh: true, log: () => {} });
  project.provide('appUrl', stack.urls.app);
  return () => stack.stop();
}
