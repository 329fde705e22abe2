import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteServerUrl: string;
  }
}

let server: RunningServer | undefined;

/**
 * The built site's tests read dist/ as it is: without a finished build they would test an old or half-written
 * one. One real server over it answers the few that are about what is sent over HTTP (headers, types).
 */
export async function setup(project: TestProject) {
  if (!existsSync('dist/.build-complete')) throw new Error('No build: run `npm run build` first (npm test does).');
  server = await startServer();
  project.provide('siteServerUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
