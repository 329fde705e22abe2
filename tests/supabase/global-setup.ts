import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/supabase/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { dir: string; port: number };
  }
}

/** One throwaway PostgreSQL cluster for every Supabase test file; each file uses a database of its own. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide('postgres', { dir: cluster.dir, port: cluster.port });
  return () => cluster.stop();
}
