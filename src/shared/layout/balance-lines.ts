/**
 * Breaks a one-line text into `count` lines at spaces, as evenly as it can (longest line as short
 * as possible): names on a narrow name plate. Fewer lines when there are fewer words.
 */
export function balanceLines(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (count <= 1 || words.length <= 1) return words.join(' ');
  let best: string[] = [words.join(' ')];
  let bestLongest = Infinity;
  const search = (start: number, left: number, lines: string[]): void => {
    if (left === 1) {
      const all = [...lines, words.slice(start).join(' ')];
      const longest = Math.max(...all.map((line) => line.length));
      if (longest < bestLongest) {
        best = all;
        bestLongest = longest;
      }
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end += 1) search(end, left - 1, [...lines, words.slice(start, end).join(' ')]);
  };
  search(0, Math.min(count, words.length), []);
  return best.join('\n');
}
