/** The median; `undefined` values (no INP reported: every interaction under 40 ms) rank lowest. */
export function median(values: Array<number | undefined>): number | undefined {
  const sorted = [...values].sort(
    (a, b) => (a ?? Number.NEGATIVE_INFINITY) - (b ?? Number.NEGATIVE_INFINITY),
  );
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid];
  const [a, b] = [sorted[mid - 1], sorted[mid]];
  // Between "under the threshold" and a value: report the value (the conservative side).
  if (a === undefined || b === undefined) return b;
  return (a + b) / 2;
}
