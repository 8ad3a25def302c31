import semver from 'semver';

/**
 * Why this Node.js cannot run the project, or undefined when it can: `version` is the running
 * one (`process.version`), `range` the `engines.node` of package.json.
 */
export function describeNodeVersionProblem(version: string, range: string): string | undefined {
  if (semver.satisfies(version, range)) return undefined;
  return (
    `Node.js ${version} is not supported: this project needs Node.js ${range} (package.json "engines"). ` +
    'Install Node.js 24 LTS (22.12 or later also works) and run `npm ci` again.'
  );
}
