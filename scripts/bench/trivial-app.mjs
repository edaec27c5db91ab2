import fs from 'node:fs';
import path from 'node:path';
import { NEXT, OUT, ROOT, log } from './settings.mjs';
import { run } from './processes.mjs';

// --- the trivial pages: a one-<h1> static page and a page that awaits searchParams ---------------
export function buildTrivialApp() {
  const dir = path.join(OUT, 'trivial-app');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app', 'dynamic'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-trivial', private: true, type: 'module' }),
  );
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Trivial', description: 'A trivial page.' };\nexport default function RootLayout({ children }) {\n  return (<html lang="fr"><body>{children}</body></html>);\n}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `export default function Page() {\n  return <main><h1>Bonjour</h1></main>;\n}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'dynamic', 'page.jsx'),
    `export default async function Page({ searchParams }) {\n  const { q } = await searchParams;\n  return <main><h1>{String(q ?? '')}</h1></main>;\n}\n`,
  );
  log('bench: building the trivial app');
  run(process.execPath, [NEXT, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return dir;
}
