import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeNodeVersionProblem } from './describe-node-version-problem.js';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const range = packageJson.engines.node;

describe('describeNodeVersionProblem against package.json engines', () => {
  it('refuses the end-of-life Node 20 and an early 22, naming the version to install', () => {
    for (const version of ['v20.20.2', 'v22.11.0', 'v18.20.8']) {
      const problem = describeNodeVersionProblem(version, range);
      expect(problem).toContain(`Node.js ${version} is not supported`);
      expect(problem).toContain('Install Node.js 24 LTS');
    }
  });

  it('accepts Node 24 LTS and 22.12 or later', () => {
    for (const version of ['v24.0.0', 'v24.21.0', 'v22.12.0', 'v22.22.1']) {
      expect(describeNodeVersionProblem(version, range)).toBeUndefined();
    }
  });
});
