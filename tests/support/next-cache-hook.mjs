// `node --import ./tests/support/next-cache-hook.mjs`: a child process running the app's data layer outside
// Next (no cache runtime) gets the same next/cache stand-in as Vitest (tests/stubs/next-cache.ts).
import { register } from 'node:module';

const stub = new URL('../stubs/next-cache.ts', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(specifier, context, next) {
       return specifier === 'next/cache' ? next(${JSON.stringify(stub)}, context) : next(specifier, context);
     }`,
  )}`,
);
