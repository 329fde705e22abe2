import { startServer, type RunningServer } from '../../support/server.ts';

export type ChildServer = RunningServer;

/** `node server/server.ts` as its own process, with only `env` (and PATH) as its environment. */
export const startChildServer = (env: Record<string, string>): Promise<ChildServer> => startServer(env, { inherit: false });
