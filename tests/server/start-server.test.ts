import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server.ts';
import { tempSite } from './support/app.ts';

/** The helper every test and bench starts the real server with leaves no data folder of its own behind. */
describe('startServer', () => {
  const site = tempSite();
  afterAll(() => rmSync(site.root, { recursive: true, force: true }));

  it('deletes the data folder it made once the server has stopped', async () => {
    const server = await startServer({ DIST_DIR: site.distDir });
    expect(existsSync(`${server.dataDir}/messages.db`)).toBe(true);
    await server.stop();
    expect(server.process.exitCode).toBe(0);
    expect(existsSync(server.dataDir)).toBe(false);
  });

  it('keeps a data folder it was given', async () => {
    mkdirSync(site.dataDir);
    const server = await startServer({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir });
    await server.stop();
    expect(existsSync(`${site.dataDir}/messages.db`)).toBe(true);
  });
});
