// V8's explicit compile hint on every client chunk of a production build.
//
// Why: V8 compiles a script's functions lazily, on the main thread, the first time each one is called.
// Next's bootstrap calls most of React's and the router's functions at once, so the task that starts the
// app was mostly compilation, and in Lighthouse's simulated phone the whole of the trivial Next page's
// total blocking time. With the comment `//# allFunctionsCalledOnLoad` as its first line, Chrome (136 and
// later) compiles every function of the script on the background thread that already parses it while it
// downloads, and the same task takes about a third of the time (docs/FAST-PAGES.md). Other browsers read an ordinary comment.
//
// The cost: functions that are never called are compiled too (background CPU and memory for their
// bytecode). The chunks a page loads are the code it runs, so most of it is called on load anyway. The
// added line would shift browser source maps by one line: the build writes none (no
// `productionBrowserSourceMaps`). It also costs about 22 bytes of gzip per script, so chunks under
// HINT_MIN_BYTES go without it: the hint saves about 0.1 ms of main thread per kilobyte of framework code,
// so a chunk under 10 KB saves a millisecond at most,
// against bytes on pages that sit at their JavaScript budget.
//
// Run by `compiler.runAfterProductionCompile` (next.config.ts): after the bundler has written the chunks,
// before Next prerenders, on every `next build` (self-hosted, standalone or on Vercel).
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Chunks smaller than this (in bytes, as written by the bundler) are left without the hint. */
export const HINT_MIN_BYTES = 10_000;

/** The legacy polyfills (`<script nomodule>`, listed in the build manifest): only browsers without
 * modules load them, and those have no compile hints. */
function polyfillFiles(distDir: string): Set<string> {
  const manifest = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifest)) return new Set();
  const files = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { polyfillFiles?: string[] }).polyfillFiles;
  return new Set((files ?? []).map((file) => path.join(distDir, file)));
}

/**
 * Puts the compile hint on the first line of every `.js` file of HINT_MIN_BYTES or more under
 * `<distDir>/static/chunks` but the legacy polyfills, once (files that already start with it are left
 * alone). Returns how many files it changed.
 */
export function addCompileHints(distDir: string): number {
  const root = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(root)) return 0;
  const polyfills = polyfillFiles(distDir);
  let changed = 0;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (polyfills.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (source.length < HINT_MIN_BYTES || source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, `${COMPILE_HINT}\n${source}`);
    changed++;
  }
  return changed;
}
