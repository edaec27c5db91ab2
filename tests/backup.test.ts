// Backup and restore round trip on a real database: back up, change everything, restore, and the
// rows and stored files are back as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, readManifest, restoreDatabase } from '@/db/backup';
import { closeTestSql, insertCategory, insertUser, testSql } from './support/db';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(async () => {
  await closeTestSql();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Everything a restore must bring back, as comparable plain values. */
async function snapshot() {
  const sql = testSql();
  return {
    categories: await sql`select id, name, slug, created_at, updated_at from categories order by id`,
    projects:
      await sql`select id, slug, title, category_id, display_order, updated_at, search::text from projects order by id`,
    images: await sql`select * from project_images order by id`,
    posts: await sql`select id, slug, title, tags, post_date from blog_posts order by id`,
    users: await sql`select id, email, encrypted_password from auth.users order by id`,
    profiles: await sql`select * from profiles order by id`,
    subscribers: await sql`select * from newsletter_subscribers order by id`,
    sessions: await sql`select * from private.sessions order by id`,
    prices: await sql`select * from service_prices order by service`,
  };
}

const files = (dir: string) =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort()
        .map((f) => [f, fs.readFileSync(path.join(dir, f), 'hex')])
    : [];

describe('db:backup / db:restore', () => {
  it('round-trips rows, accounts and stored files', async () => {
    const sql = testSql();
    const storage = path.join(work, 'storage');
    fs.mkdirSync(path.join(storage, 'project-images'), { recursive: true });
    fs.writeFileSync(path.join(storage, 'project-images', 'couverture.jpg'), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));

    const category = await insertCategory('Livres', 'livres');
    const admin = await insertUser('admin@example.test', 'admin');
    await insertUser('lectrice@example.test', 'user');
    const [project] = await sql<{ id: string }[]>`
      insert into projects (slug, title, description, main_image_url, category_id, display_order)
      values ('roman', 'Un roman « illustré »', 'Tab\there, line\nbreak, backslash \\ and ''quotes''', '/storage/project-images/couverture.jpg', ${category}, 1) returning id`;
    await sql`insert into project_images (project_id, image_url, alt_text, display_order) values (${project!.id}, '/storage/project-images/couverture.jpg', null, 0)`;
    await sql`insert into blog_posts (slug, title, excerpt, image_url, tags) values ('article', 'Article', 'Résumé', '/b.jpg', ${['mise en page', 'InDesign']})`;
    await sql`insert into newsletter_subscribers (email, source) values ('abonne@example.test', 'blog')`;
    await sql`insert into private.sessions (user_id, expires_at) values (${admin}, now() + interval '1 day')`;
    // Prices edited from the back office (the migration seeded the table): the backup's own come back.
    await sql`update service_prices set plans = jsonb_set(plans, '{0,price}', '7') where service = 'magazine'`;
    const before = await snapshot();

    const dir = path.join(work, 'backup');
    const manifest = await backupDatabase(sql, dir, { storageDir: storage });
    expect(manifest.tables.find((t) => t.name === 'public.projects')).toMatchObject({ rows: 1 });
    expect(manifest.tables.map((t) => t.name)).toContain('auth.users');
    expect(manifest.tables.map((t) => t.name)).not.toContain('private.rate_limit_events');
    expect(readManifest(dir).migrations.length).toBeGreaterThan(0);

    // Change everything after the backup: edits, deletions, additions, files.
    await sql`update projects set title = 'Modifié'`;
    await sql`delete from blog_posts`;
    await sql`delete from categories`;
    await sql`insert into newsletter_subscribers (email) values ('nouveau@example.test')`;
    await insertUser('intrus@example.test', 'user');
    fs.rmSync(path.join(storage, 'project-images', 'couverture.jpg'));
    fs.writeFileSync(path.join(storage, 'project-images', 'autre.png'), 'x');
    expect(await snapshot()).not.toEqual(before);

    await restoreDatabase(sql, dir, { storageDir: storage });
    expect(await snapshot()).toEqual(before);
    expect(files(storage)).toEqual(files(path.join(dir, 'storage')));
    expect(files(storage).map(([f]) => f)).toEqual([path.join('project-images', 'couverture.jpg')]);

    // The restored database works as before: triggers back on, identities continue.
    await insertUser('apres@example.test', 'user');
    const [profile] = await sql`select role from profiles where email = 'apres@example.test'`;
    expect(profile).toEqual({ role: 'user' });
    await expect(sql`update profiles set is_active = false where id = ${admin}`).rejects.toThrow(
      /au moins un administrateur actif/,
    );
  });

  it('refuses to write into a folder that is not empty, and to restore something that is no backup', async () => {
    const dir = path.join(work, 'busy');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'x'), 'x');
    await expect(backupDatabase(testSql(), dir)).rejects.toThrow(/not empty/);
    expect(() => readManifest(path.join(work, 'nothing'))).toThrow(/no backup/);
  });
});
