/**
 * The environment of a Node process a test starts with nothing of its own (only PATH): PATH, and Node's
 * compile cache that vitest.config.ts sets, which only spares each start compiling the same modules again.
 */
export const bareNodeEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE });
