import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Node's compile cache of the tests' processes (npm test sets it for every lane, vitest.config.ts for Vitest run alone). */
export const COMPILE_CACHE = join(tmpdir(), 'node-compile-cache');

/**
 * The environment of a Node process a test starts with nothing of its own (only PATH): PATH, and Node's
 * compile cache that vitest.config.ts sets, which only spares each start compiling the same modules again.
 */
export const bareNodeEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE });
