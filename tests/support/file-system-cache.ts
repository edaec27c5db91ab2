// Options for Next's file-system cache (and so for lib/performance/cache-handler.mjs) writing to `dir` on the
// real disk, with no memory cache: every get reads the file back.
import fs from 'node:fs';

export const fileSystemCacheOptions = (dir: string) => ({
  fs: {
    readFile: (f: string, enc?: BufferEncoding) => fs.promises.readFile(f, enc),
    writeFile: (f: string, d: string | Buffer) => fs.promises.writeFile(f, d),
    writeFileAtomic: (f: string, d: string | Buffer) => fs.promises.writeFile(f, d),
    mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }),
    stat: (f: string) => fs.promises.stat(f),
    existsSync: fs.existsSync,
    readFileSync: fs.readFileSync,
  },
  dev: false,
  flushToDisk: true,
  serverDistDir: dir,
  revalidatedTags: [],
  maxMemoryCacheSize: 0,
});
