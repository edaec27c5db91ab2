// A counter every redirect write raises, read by the proxy's copy of the table (./lookup.ts): in one
// server process (next start) a change applies at once; across instances (Vercel) after the copy's life.
const KEY = Symbol.for('studio.redirects.generation');
const store = globalThis as unknown as Record<symbol, number | undefined>;

export const redirectsGeneration = (): number => store[KEY] ?? 0;

export function bumpRedirectsGeneration(): void {
  store[KEY] = redirectsGeneration() + 1;
}
