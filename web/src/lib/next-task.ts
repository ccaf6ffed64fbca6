/**
 * Resolves in a later task of the event loop, after the browser has had the chance to paint and
 * handle input: work split at these points is no long task (Total Blocking Time on phones).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
