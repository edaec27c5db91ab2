// Lines the e2e run refuses in the server's output (Playwright prints it with « [WebServer] »), even when every
// test passes: each is a framework warning whose cause was found and fixed, and should not come back unnoticed.
export const REFUSED_LOG_LINES = [
  // A cached read missing from a render's second phase (lib/preview says why draft mode caused it).
  'Unexpected cache miss after cache warming phase',
];

/** Watches a stream's text across chunk boundaries; `found()` lists the refused lines seen. */
export function logWatch(refused = REFUSED_LOG_LINES) {
  const keep = Math.max(...refused.map((s) => s.length));
  const seen = new Set();
  let tail = '';
  return {
    write(chunk) {
      const text = tail + String(chunk);
      for (const line of refused) if (text.includes(line)) seen.add(line);
      tail = text.slice(-keep);
    },
    found: () => [...seen],
  };
}
