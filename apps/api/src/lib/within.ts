/**
 * The promise's value if it settles within `ms`; otherwise `outcomes.late`, and `outcomes.failed` if it rejects. The
 * promise itself runs on: this only stops waiting for it.
 */
export async function within<T, Late, Failed>(
  promise: Promise<T>,
  ms: number,
  outcomes: { late: Late; failed: Failed },
): Promise<T | Late | Failed> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Late>((resolve) => {
    timer = setTimeout(() => resolve(outcomes.late), ms);
  });
  try {
    return await Promise.race([promise.catch(() => outcomes.failed), late]);
  } finally {
    clearTimeout(timer);
  }
}
