import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** One real server over the built site for the whole browser suite (`npm test` builds first). */
export async function setup(project: TestProject) {
  if (!existsSync('dist/.build-complete')) throw new Error('No build: run `npm run build` first (npm test does).');
  server = await startServer({ RATE_LIMIT_MAX: '1000' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
