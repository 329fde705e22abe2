import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPath } from '../config/start-path.ts';
import { checkGuides, formatGuideProblems, startPathProblems } from '../lib/guides/guide-check.ts';
import { missingNotices, readGuideFiles } from '../lib/guides/guide-files.ts';
import { lawTextProblems } from '../lib/law/law-check.ts';
import { checkRegister, readLawTextFiles, readRegisterFiles } from '../lib/law/register-files.ts';
import { problemsDigest, problemsHeader, problemsPage } from './problems-page.ts';

/**
 * Checks the guides before Astro reads them. A build (or `astro check`) stops with the editor's plain
 * messages and nothing else. `astro dev` keeps running: it prints them, answers every page with them
 * until they are mended (src/lib/guides/lenient-in-dev.ts keeps Astro's own reading from stopping it), and
 * checks again on every change to a guide or notice. Also tells the pages whether drafts show
 * (SHOW_GUIDE_DRAFTS).
 */
export function guideCheck(): AstroIntegration {
  let root = process.cwd();
  /** The whole message, or '' when the guides and notices are fine. */
  const problemsNow = () => {
    const checked = checkGuides(readGuideFiles(root));
    const registerFiles = readRegisterFiles(root);
    // The path's links, and the register's rules its cards state, are checked once the guides themselves are sound.
    const problems = checked.problems.length
      ? checked.problems
      : startPathProblems(
          checked.guides,
          startPath,
          registerFiles.map((f) => f.id),
        );
    // A notice missing in a language would otherwise stop the build only once Astro renders its page.
    const notices = missingNotices(root);
    // The law has one home: the register's own files first, then every period stated outside it.
    const register = checkRegister(registerFiles);
    const law = register.problems.length ? register.problems : lawTextProblems(readLawTextFiles(root), register.entries);
    return [
      ...(problems.length ? [formatGuideProblems(problems)] : []),
      ...(notices.length ? [`The notices (src/content/pages/) stop the build:\n\n${notices.map((n) => `- ${n}`).join('\n')}\n`] : []),
      ...(law.length
        ? [
            `The register of the law (src/content/law/) and the texts that state it stop the build:\n\n${law.map((n) => `- ${n}`).join('\n\n')}\n`,
          ]
        : []),
    ].join('\n');
  };
  let problems = '';
  return {
    name: 'guide-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        root = fileURLToPath(config.root);
        // By command, not by mode: a build run with NODE_ENV=development must still leave drafts out.
        process.env.SHOW_GUIDE_DRAFTS = command === 'dev' ? '1' : '';
        problems = problemsNow();
        if (!problems) return;
        if (command === 'dev') {
          logger.error(problems);
          return;
        }
        // Thrown, the message would come under "An unhandled error occurred while running the hook" and
        // over a "Stack trace:": the editor needs the message alone.
        console.error(`\n${problems}`);
        process.exit(1);
      },
      'astro:server:setup': ({ server, logger }) => {
        const content = join(root, 'src', 'content');
        server.middlewares.use((request, response, next) => {
          if (!problems || request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            next();
            return;
          }
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.setHeader(problemsHeader, problemsDigest(problems));
          response.end(problemsPage(problems));
        });
        const recheck = () => {
          const now = problemsNow();
          if (now === problems) return;
          const wereFine = !problems;
          problems = now;
          if (problems) logger.error(problems);
          else logger.info('The guides are fine again.');
          // A page of the site open in the browser loads again, to the message; the message's own page
          // watches for the next change by itself (./problems-page.ts).
          if (wereFine) server.hot.send({ type: 'full-reload', path: '*' });
        };
        // Read at once, so that a page the change reloads is already answered with the message. And read again once
        // changes have been quiet for a moment: a save can reach the watcher before its last bytes are written
        // (the file truncated, then written) and be reported as one change; read only at once, a guide seen half
        // written showed a slip that was not in it, and kept showing it after the save completed.
        let settled: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(content) || !/\.(mdx|yaml)$/.test(file)) return;
          recheck();
          clearTimeout(settled);
          settled = setTimeout(recheck, 150);
        });
      },
    },
  };
}
