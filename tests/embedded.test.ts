// Two commands at once share one embedded server; the last one to finish stops it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
fs.chmodSync(root, 0o755); // the postgres OS user must reach its data directory when run as root
const env = { ...process.env, EMBEDDED_DATA_ROOT: root, EMBEDDED_PG_PORT: '54391' };
const script = `
  const { acquireEmbedded } = await import(${JSON.stringify(path.resolve('db/embedded.ts'))});
  const lease = await acquireEmbedded();
  const fs = await import('node:fs');
  console.log('PID ' + fs.readFileSync(process.env.EMBEDDED_DATA_ROOT + '/postgres/postmaster.pid', 'utf8').split('\\n')[0]);
  process.stdin.once('data', async () => { await lease.release(); console.log('RELEASED'); process.exit(0); });
`;

function holder(): { child: ChildProcessWithoutNullStreams; next: (re: RegExp) => Promise<string> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, cwd: process.cwd() });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const next = async (re: RegExp) => {
    for (let i = 0; i < 600; i++) {
      const m = re.exec(out);
      if (m) return m[1] ?? m[0];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timeout waiting for ${re}: ${out}`);
  };
  return { child, next };
}

const postmasterAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('embedded PostgreSQL sharing', () => {
  it('shares one server between two commands and stops it after the last one', async () => {
    const a = holder();
    const pidA = Number(await a.next(/PID (\d+)/));
    const b = holder();
    const pidB = Number(await b.next(/PID (\d+)/));
    expect(pidB).toBe(pidA);

    b.child.stdin.write('go\n');
    await b.next(/RELEASED/);
    expect(postmasterAlive(pidA)).toBe(true);

    a.child.stdin.write('go\n');
    await a.next(/RELEASED/);
    for (let i = 0; i < 50 && postmasterAlive(pidA); i++) await new Promise((r) => setTimeout(r, 100));
    expect(postmasterAlive(pidA)).toBe(false);
  }, 90_000);
});
