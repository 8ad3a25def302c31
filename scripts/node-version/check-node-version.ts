/**
 * First step of `npm test`: stops with a message naming the Node.js to install when the running
 * one is outside package.json's `engines.node` (npm itself only warns about it).
 */
import { readFileSync } from 'node:fs';
import { describeNodeVersionProblem } from './describe-node-version-problem.js';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const problem = describeNodeVersionProblem(process.version, packageJson.engines.node);
if (problem !== undefined) {
  console.error(problem);
  process.exit(1);
}
console.log(`Node.js ${process.version} satisfies engines ${packageJson.engines.node}`);
