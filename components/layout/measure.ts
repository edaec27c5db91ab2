// What the site's pages call to count something (docs/PRIVACY.md): a few bytes here, the sending code loaded on
// first use (./audience-send.ts), after the page has hydrated.

/** Counts one event (a search, a sign-up, a step of the estimator) without waiting for anything. */
export function measure(data: Record<string, unknown>): void {
  void import('./audience-send').then((m) => m.send(data)).catch(() => {});
}
