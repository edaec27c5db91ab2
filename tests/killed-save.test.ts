// A process killed in the middle of a project save leaves the previous version intact: a real child
// process runs the app's updateProject() and is SIGKILLed while its transaction is open (held on a
// row lock this test takes after the project row was already rewritten inside that transaction).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createProject } from '@/lib/data/project-admin';
import { closeTestSql, testSql } from './support/db';
import { projectInput } from './support/builders';

afterAll(closeTestSql);

const ROOT = path.resolve(import.meta.dirname, '..');

it(
  'keeps the previous version (row and images) when the saving process dies mid-transaction',
  { timeout: 60_000 },
  async () => {
    const sql = testSql();
    const fields = projectInput('version-precedente', { title: 'Version précédente', description: 'Texte enregistré' });
    const images = [
      { url: '/storage/project-images/a.png', altText: 'A' },
      { url: '/storage/project-images/b.png', altText: 'B' },
    ];
    const { id } = await createProject(fields, images);
    const state = async () => ({
      project: (await sql`select title, slug, description, main_image_url from projects where id = ${id}`)[0],
      images: (
        await sql`select image_url, alt_text from project_images where project_id = ${id} order by display_order`
      ).map((r) => ({ ...r })),
    });
    const previous = await state();

    // Hold the project's image rows: the child rewrites the project row, then blocks deleting them.
    const lock = await sql.reserve();
    await lock`begin`;
    await lock`select 1 from project_images where project_id = ${id} for update`;

    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', path.join(ROOT, 'tests/support/save-project-child.ts'), id],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    try {
      // Wait until the child's transaction has updated the project and waits on our lock.
      let waiting: { pid: number }[] = [];
      for (let i = 0; i < 300 && waiting.length === 0; i++) {
        waiting = await sql<{ pid: number }[]>`
        select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike '%delete from project_images%'`;
        if (waiting.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(waiting, `the child never reached the image rows:\n${output}`).toHaveLength(1);
      // Inside its transaction the project row is already the new version (not yet committed).
      const [locks] =
        await sql`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where l.pid = ${waiting[0]!.pid} and c.relname = 'projects' and l.mode = 'RowExclusiveLock'`;
      expect(locks!.n).toBe(1);

      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
    } finally {
      child.kill('SIGKILL');
      await lock`rollback`;
      lock.release();
    }

    // The orphaned server session ends (its client is gone) without committing anything.
    for (let i = 0; i < 100; i++) {
      const [row] = await sql<
        { n: number }[]
      >`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike '%project_images%' and pid <> pg_backend_pid() and state <> 'idle'`;
      if (row!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await state()).toEqual(previous);
    expect(output).not.toContain('saved');
  },
);
