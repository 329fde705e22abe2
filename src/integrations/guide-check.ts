import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { checkGuides, formatGuideProblems } from '../lib/guide-check.ts';
import { articlesDir, missingNotices, readGuideFiles } from '../lib/guide-files.ts';

/**
 * Checks the guides before Astro reads them: a build (or `astro check`) stops with the editor's plain
 * messages; `astro dev` keeps running, prints them and shows them in the browser, and checks again on
 * every change to a guide. Also tells the pages whether drafts show (SHOW_GUIDE_DRAFTS).
 */
export function guideCheck(): AstroIntegration {
  let root = process.cwd();
  const problemsNow = () => checkGuides(readGuideFiles(root)).problems;
  // A notice missing in a language would otherwise stop the build only once Astro renders its page.
  const noticesNow = () => missingNotices(root);
  return {
    name: 'guide-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        root = fileURLToPath(config.root);
        // By command, not by mode: a build run with NODE_ENV=development must still leave drafts out.
        process.env.SHOW_GUIDE_DRAFTS = command === 'dev' ? '1' : '';
        const problems = problemsNow();
        const notices = noticesNow();
        if (!problems.length && !notices.length) return;
        const message = [
          ...(problems.length ? [formatGuideProblems(problems)] : []),
          ...(notices.length ? [`The notices (src/content/pages/) stop the build:\n\n${notices.map((n) => `- ${n}`).join('\n')}\n`] : []),
        ].join('\n');
        if (command === 'dev') logger.error(message);
        else {
          const error = new Error(message);
          // The message is the whole story: a stack trace into this file would only distract the editor.
          error.stack = error.message;
          throw error;
        }
      },
      'astro:server:setup': ({ server, logger }) => {
        const dir = articlesDir(root);
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(dir) || !file.endsWith('.mdx')) return;
          const problems = problemsNow();
          if (!problems.length) return;
          const message = formatGuideProblems(problems);
          logger.error(message);
          server.hot.send({ type: 'error', err: { message, stack: '' } });
        });
      },
    },
  };
}
