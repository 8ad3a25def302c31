/**
 * The id of a template is its path with slashes and dots replaced by underscores
 * (spec part 1 §3, part 2 §3). The same rule keys the unlocked-templates map.
 */
export function templateIdFromPath(path: string): string {
  return path.replace(/[/.]/g, '_');
}
