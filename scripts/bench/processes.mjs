// Child processes of the bench (builds, servers), stopped when the bench exits.
import { spawn, spawnSync } from 'node:child_process';

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

export function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status})`);
}

export function serve(cmd, argv, opts) {
  const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
  children.push(child);
  return child;
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  await new Promise((r) => {
    child.on('exit', r);
    child.kill('SIGTERM');
  });
}

export async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
