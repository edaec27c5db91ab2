// The build step that puts V8's compile hint on the client chunks (lib/performance/compile-hints.ts), and its
// place in the build (next.config.ts). A real build's served chunks are checked in e2e/whole-documents.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, HINT_MIN_BYTES } from '@/lib/performance/compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function distDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'static', 'chunks', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');
/** The code followed by a comment that brings it to `bytes`: a chunk big enough for the hint by default. */
const sized = (code: string, bytes = HINT_MIN_BYTES) =>
  `${code}\n//${'x'.repeat(Math.max(0, bytes - code.length - 3))}`;

describe('addCompileHints', () => {
  it('puts the hint on its own first line of every chunk, nested ones included, and keeps the code as it was', () => {
    const chunk = sized('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1]);');
    const nested = sized('"use strict";x()');
    const dir = distDir({ 'a.js': chunk, 'app/page-b.js': nested, 'c.css': sized('body{}') });
    expect(addCompileHints(dir)).toBe(2);
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}\n${chunk}`);
    expect(read(dir, 'app/page-b.js')).toBe(`${COMPILE_HINT}\n${nested}`);
    expect(read(dir, 'c.css')).toBe(sized('body{}'));
  });

  it('leaves chunks under HINT_MIN_BYTES without it (the hint would cost more bytes than it saves time)', () => {
    const small = sized('s()', HINT_MIN_BYTES - 1);
    const dir = distDir({ 'small.js': small, 'big.js': sized('b()') });
    expect(addCompileHints(dir)).toBe(1);
    expect(read(dir, 'small.js')).toBe(small);
    expect(read(dir, 'big.js')).toBe(`${COMPILE_HINT}\n${sized('b()')}`);
  });

  it("leaves the build manifest's legacy polyfills (loaded only by browsers without modules) as they are", () => {
    const dir = distDir({ 'polyfill.js': sized('p()'), 'a.js': sized('a()') });
    fs.writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/a.js'] }),
    );
    expect(addCompileHints(dir)).toBe(1);
    expect(read(dir, 'polyfill.js')).toBe(sized('p()'));
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}\n${sized('a()')}`);
  });

  it('adds it once when the build step runs again', () => {
    const dir = distDir({ 'a.js': sized('a()') });
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}\n${sized('a()')}`);
  });

  it('does nothing for a build without client chunks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    dirs.push(dir);
    expect(addCompileHints(dir)).toBe(0);
  });

  it('is what next.config runs after the bundler, on the build folder it is given', async () => {
    const { nextConfig: config } = await import('@/next.config');
    const dir = distDir({ 'a.js': sized('a()') });
    await config.compiler?.runAfterProductionCompile?.({
      distDir: path.basename(dir),
      projectDir: path.dirname(dir),
    });
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}\n${sized('a()')}`);
  });
});
