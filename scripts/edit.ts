/**
 * `npm run edit`: the lawyers' editor on this computer, at http://127.0.0.1:4321/keystatic (docs/odigos-syntakti.md).
 * It is `astro dev` with the editor's routes added (src/integrations/editor.ts): saving writes the files in this
 * folder, which a commit (or a pull request) then publishes once `npm test` passes. Arguments go to `astro dev`
 * (`npm run edit -- --port 4400`).
 */
import { spawn } from 'node:child_process';

const port = process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : '4321';
console.log(`The editor opens at http://127.0.0.1:${port}/keystatic once the server is ready (Ctrl-C stops it).`);
const child = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SITE_EDITOR: '1' },
});
child.on('close', (code) => process.exit(code ?? 1));
