// The demo seed on a freshly migrated database: content volumes, ranks, galleries, accounts, files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import bcrypt from 'bcryptjs';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_USER_EMAIL, seed, seedImageSpecs } from '../db/seed';
import { generateImages, storagePath, storageRoot } from '../db/seed/images';
import { slugify } from '../lib/validation/text';

const sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
const userPassword = crypto.randomBytes(12).toString('base64url');
let login: { adminEmail: string; adminPassword: string };

function fileOf(url: string): string {
  const match = /^\/storage\/([a-z-]+)\/([a-z0-9-]+)\.jpg$/.exec(url);
  if (!match) throw new Error(`unexpected image url ${url}`);
  return storagePath(match[1]!, match[2]!);
}

beforeAll(async () => {
  login = await seed(sql, { userPassword });
}, 180_000); // image generation is CPU-bound: room for a loaded machine

afterAll(async () => {
  await sql.end({ timeout: 1 });
  // The setup points STORAGE_DIR at a per-file temporary directory: clean it, never anything else.
  const root = storageRoot();
  if (root.startsWith(os.tmpdir())) fs.rmSync(root, { recursive: true, force: true });
});

describe('seed', () => {
  it('returns the administrator login with a generated password', () => {
    expect(login.adminEmail).toBe(DEFAULT_ADMIN_EMAIL);
    expect(login.adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('creates enough content for every screen', async () => {
    const [counts] = await sql<{ categories: number; projects: number; posts: number; tutorials: number }[]>`
      select (select count(*)::int from categories) as categories,
             (select count(*)::int from projects) as projects,
             (select count(*)::int from blog_posts) as posts,
             (select count(*)::int from tutorials) as tutorials`;
    expect(counts!.categories).toBeGreaterThanOrEqual(7);
    expect(counts!.projects).toBeGreaterThanOrEqual(14);
    expect(counts!.posts).toBeGreaterThanOrEqual(14);
    expect(counts!.tutorials).toBeGreaterThanOrEqual(8);

    const names = (await sql<{ name: string }[]>`select name from categories`).map((r) => r.name);
    for (const name of [
      'Mise en page de livres',
      'Magazines',
      'Mise en page Word',
      'Brochures',
      'Conception graphique',
      'Édition numérique',
    ]) {
      expect(names).toContain(name);
    }
    const perCategory = await sql<{ name: string; n: number }[]>`
      select c.name, count(p.id)::int as n from categories c left join projects p on p.category_id = c.id group by c.name`;
    expect(perCategory.filter((c) => c.n === 0)).toHaveLength(1);
    expect(perCategory.filter((c) => c.n > 0).every((c) => c.n >= 2)).toBe(true);

    const [accent] = await sql`select count(*)::int as n from blog_posts where title like '%réalisation%'`;
    expect(accent!.n).toBeGreaterThanOrEqual(1);
    const [uncategorised] = await sql`select count(*)::int as n from tutorials where category_id is null`;
    expect(uncategorised!.n).toBeGreaterThanOrEqual(1);
    const [blogCategories] = await sql`select count(distinct category_id)::int as n from blog_posts`;
    expect(blogCategories!.n).toBeGreaterThanOrEqual(3);
    const [shared] = await sql`
      select count(*)::int as n from blog_posts a join blog_posts b on a.id < b.id and a.tags && b.tags`;
    expect(shared!.n).toBeGreaterThan(0);
  });

  it('ranks projects 1..N without gaps', async () => {
    const ranks = (
      await sql<{ display_order: number }[]>`select display_order from projects order by display_order`
    ).map((r) => r.display_order);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
  });

  it('gives every project a gallery whose first image is the main image', async () => {
    const rows = await sql<{ main_image_url: string; urls: string[]; orders: number[] }[]>`
      select p.main_image_url,
             array_agg(i.image_url order by i.display_order) as urls,
             array_agg(i.display_order order by i.display_order) as orders
      from projects p join project_images i on i.project_id = p.id
      group by p.id`;
    const [total] = await sql`select count(*)::int as n from projects`;
    expect(rows).toHaveLength(total!.n);
    for (const row of rows) {
      expect(row.urls[0]).toBe(row.main_image_url);
      expect(row.orders).toEqual(row.orders.map((_, i) => i));
    }
    expect(rows.some((r) => r.urls.length === 1)).toBe(true);
    expect(rows.some((r) => r.urls.length >= 4)).toBe(true);
  });

  it('creates an administrator and a plain user with working bcrypt hashes', async () => {
    const users = await sql<{ email: string; role: string; is_active: boolean; encrypted_password: string }[]>`
      select u.email, p.role, p.is_active, u.encrypted_password from auth.users u join profiles p on p.id = u.id`;
    const admin = users.find((u) => u.email === DEFAULT_ADMIN_EMAIL);
    const user = users.find((u) => u.email === DEFAULT_USER_EMAIL);
    expect(admin?.role).toBe('admin');
    expect(admin?.is_active).toBe(true);
    expect(user?.role).toBe('user');
    expect(admin!.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    expect(bcrypt.compareSync(login.adminPassword, admin!.encrypted_password)).toBe(true);
    expect(bcrypt.compareSync('wrong password', admin!.encrypted_password)).toBe(false);
    expect(bcrypt.compareSync(userPassword, user!.encrypted_password)).toBe(true);
  });

  it('writes every referenced image to storage', async () => {
    const urls = await sql<{ url: string }[]>`
      select main_image_url as url from projects
      union select image_url from project_images
      union select image_url from blog_posts
      union select thumbnail from tutorials`;
    expect(urls.length).toBeGreaterThan(40);
    for (const { url } of urls) expect(fs.existsSync(fileOf(url)), url).toBe(true);

    const [project] = await sql<{ url: string }[]>`select main_image_url as url from projects limit 1`;
    const [tutorial] = await sql<{ url: string }[]>`select thumbnail as url from tutorials limit 1`;
    const projectMeta = await sharp(fileOf(project!.url)).metadata();
    expect([projectMeta.format, projectMeta.width, projectMeta.height]).toEqual(['jpeg', 1200, 800]);
    const tutorialMeta = await sharp(fileOf(tutorial!.url)).metadata();
    expect([tutorialMeta.format, tutorialMeta.width, tutorialMeta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it("reads the content from data files: every post body from its markdown file, category slugs by the app's slugify", async () => {
    const posts = await sql<{ slug: string; content: string }[]>`select slug, content from public.blog_posts`;
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      const file = new URL(`../db/seed/content/posts/${p.slug}.md`, import.meta.url);
      expect(p.content).toBe(fs.readFileSync(file, 'utf8').replace(/\n$/, ''));
    }
    const categories = await sql<{ name: string; slug: string }[]>`select name, slug from public.categories`;
    for (const c of categories) expect(c.slug).toBe(slugify(c.name));
    // No second slugify or password hashing of its own: the seed uses the app's.
    const logic = fs.readFileSync(new URL('../db/seed/index.ts', import.meta.url), 'utf8');
    expect(logic).not.toMatch(/function (slugify|hashPassword|generatePassword|randomPassword)\b|from 'bcryptjs'/);
  });

  it('does not redraw images that already exist', async () => {
    const report = await generateImages(seedImageSpecs());
    expect(report.generated).toBe(0);
    expect(report.skipped).toBe(seedImageSpecs().length);
  });
});
