// The e2e run's watch over the server's output (scripts/log-watch.mjs): a refused line is found even when the
// pipe cuts it in two, and only a refused line is.
import { describe, expect, it } from 'vitest';
import { logWatch, REFUSED_LOG_LINES } from '../scripts/log-watch.mjs';

const WARNING = `[WebServer] Error: Route "/blog/[slug]": ${REFUSED_LOG_LINES[0]} during prerendering.`;

describe('logWatch', () => {
  it('finds a refused line across chunks', () => {
    const watch = logWatch();
    const cut = WARNING.indexOf('cache warming');
    watch.write(Buffer.from(WARNING.slice(0, cut)));
    expect(watch.found()).toEqual([]);
    watch.write(Buffer.from(WARNING.slice(cut)));
    expect(watch.found()).toEqual([REFUSED_LOG_LINES[0]]);
  });

  it('lets everything else through', () => {
    const watch = logWatch();
    for (const line of [
      '[WebServer] ✓ Ready in 79ms',
      '  ✓  1 [admin] › e2e/admin-preview.spec.ts',
      'Unexpected cache',
    ])
      watch.write(line);
    expect(watch.found()).toEqual([]);
  });
});
