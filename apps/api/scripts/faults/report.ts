/** How the drills report: figures printed as they come, failed expectations gathered for the verdict at the end. */
import type { Result } from '../harness.ts';

/** Expectations that failed, each as a line of the verdict. */
export const problems: string[] = [];

export const out = (line = '') => process.stdout.write(`${line}\n`);

/** `name×count` for each key, sorted by name. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name}×${count}`)
      .join(' ') || 'none'
  );
}

export const statusName = (result: Result) =>
  result.status ? String(result.status) : `no answer (${result.error})`;

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** PASS, or FAIL with every problem (exit code 1). */
export function printVerdict(): void {
  out();
  if (problems.length > 0) {
    out(`FAIL (${problems.length}):`);
    for (const problem of problems) out(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    out('PASS');
  }
}
