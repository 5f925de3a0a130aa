/**
 * `work`, or a rejection with `timeout()` once `ms` pass first. For calls to a service that may stop
 * answering (Redis) on a request's path: the caller decides what a late answer means. The work itself is
 * not cancelled; its late result is dropped.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeout()), ms);
  });
  // A late failure of the abandoned work is not an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
