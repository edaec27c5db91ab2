'use client';
// The answer of a JSON route for the current URL of a browser island (the blog search, the portfolio
// filter): the previous answer stays until the next one arrives, so a list can dim instead of emptying.
import { useEffect, useState } from 'react';

/** `url` is what was asked; `data` is null when the request failed. */
export type JsonAnswer<T> = { url: string; data: T | null };

/** GETs `url` whenever it changes (nothing while null); null until the first answer. */
export function useJsonAnswer<T>(url: string | null): JsonAnswer<T> | null {
  const [answer, setAnswer] = useState<JsonAnswer<T> | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
      .then((data) => setAnswer({ url, data }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ url, data: null });
      });
    return () => controller.abort();
  }, [url]);
  return answer;
}
