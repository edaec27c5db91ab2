// Seeds the demo content kept as data under content/ (categories, projects with galleries, blog posts
// with their markdown bodies, tutorials) and two accounts, rich enough to exercise every screen
// (pagination, galleries, single-image view, empty category). Slugs and password hashes come from
// the app's own helpers (lib/validation/text.ts, lib/auth/password.ts).
// Plain erasable TypeScript so Node 22 runs it directly (npm run db:seed) as well as Vitest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type postgres from 'postgres';
import { generatePassword, hashPassword } from '../../lib/auth/password.ts';
import { firstRunSettings } from '../../lib/copy/site-defaults.ts';
import { bodyReading } from '../../lib/data/body-reading.ts';
import { DEFAULT_TEXTS } from '../../lib/copy/site-texts.ts';
import { STATISTICS, TESTIMONIALS } from '../../lib/copy/testimonials.ts';
import { slugify } from '../../lib/validation/text.ts';
import { CATEGORIES } from './content/categories.ts';
import { BLOG_POSTS } from './content/posts.ts';
import { IMAGE_VIEWS, PROJECTS } from './content/projects.ts';
import { TUTORIALS } from './content/tutorials.ts';
import type { CategoryKey } from './content/types.ts';
import { BLOG_BUCKET, PROJECT_BUCKET, generateImages, publicUrl, storagePath } from './images.ts';
import type { ImageSpec } from './images.ts';

// accounts: false seeds the content only (a database outside local development: nobody gets a
// password from a seed there; create the first administrator with npm run user:create).
export type SeedOptions = { adminEmail?: string; adminPassword?: string; userPassword?: string; accounts?: boolean };
export type SeedResult = { adminEmail: string; adminPassword: string };

export const DEFAULT_ADMIN_EMAIL = 'admin@studio-graphique.mg';
export const DEFAULT_USER_EMAIL = 'client@studio-graphique.mg';

const DAY = 24 * 60 * 60 * 1000;

/** A deterministic UUID-shaped id derived from a key (md5, version nibble set to 4-like layout). */
export function stableUuid(key: string): string {
  const h = crypto.createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

type UserSeed = { email: string; password: string; role: 'admin' | 'user'; daysAgo: number };

// Creates the account, or resets its password and role when the e-mail already exists
// (an auth schema that survived a content reset), and makes sure its profile matches.
async function upsertUser(
  tx: postgres.TransactionSql,
  user: UserSeed,
  columns: Set<string>,
  now: number,
): Promise<void> {
  const encrypted = await hashPassword(user.password);
  const appMeta = { provider: 'email', providers: ['email'], role: user.role };
  const [existing] = await tx<
    { id: string }[]
  >`select id from auth.users where lower(email) = lower(${user.email}) limit 1`;
  let id = existing?.id;
  if (id) {
    await tx`
      update auth.users
      set encrypted_password = ${encrypted},
          raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ${tx.json(appMeta)},
          updated_at = now()
      where id = ${id}`;
  } else {
    id = crypto.randomUUID();
    const created = new Date(now - user.daysAgo * DAY);
    const row: Record<string, unknown> = {
      id,
      instance_id: '00000000-0000-0000-0000-000000000000',
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      encrypted_password: encrypted,
      email_confirmed_at: created,
      raw_app_meta_data: tx.json(appMeta),
      raw_user_meta_data: tx.json({}),
      created_at: created,
      updated_at: created,
    };
    // GoTrue cannot scan NULL into these string columns: real Supabase needs empty strings.
    for (const c of [
      'confirmation_token',
      'recovery_token',
      'email_change',
      'email_change_token_new',
      'email_change_token_current',
      'phone_change',
      'phone_change_token',
      'reauthentication_token',
    ]) {
      if (columns.has(c)) row[c] = '';
    }
    const keys = Object.keys(row).filter((k) => columns.has(k));
    await tx`insert into auth.users ${tx(row as Record<string, postgres.ParameterOrJSON<never>>, keys)}`;
    const [hasIdentities] = await tx<
      { present: boolean }[]
    >`select to_regclass('auth.identities') is not null as present`;
    if (hasIdentities?.present) {
      // Supabase signs in e-mail users through an identity row; its columns vary between versions.
      await tx
        .savepoint(
          (sp) => sp`
          insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
          values (${id!}, ${id!}, ${sp.json({ sub: id!, email: user.email, email_verified: true })}, 'email', null, ${created}, ${created})`,
        )
        .catch(() => undefined);
    }
  }
  await tx`
    insert into public.profiles (id, email, role, is_active, created_at)
    values (${id}, ${user.email}, ${user.role}, true, ${new Date(now - user.daysAgo * DAY)})
    on conflict (id) do update set role = excluded.role, is_active = true, email = excluded.email`;
}

export function seedImageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const p of PROJECTS) {
    for (let i = 0; i < p.images; i++) {
      specs.push({
        bucket: PROJECT_BUCKET,
        name: `${p.slug}-${i + 1}`,
        kind: p.kind,
        title: p.cover,
        variant: i,
        width: 1200,
        height: 800,
      });
    }
  }
  const categoryName = (key: CategoryKey | null) => CATEGORIES.find((c) => c.key === key)?.name;
  for (const b of BLOG_POSTS) {
    specs.push({
      bucket: BLOG_BUCKET,
      name: `article-${b.slug}`,
      kind: b.kind,
      title: b.title,
      label: categoryName(b.category),
      layout: 'hero',
      width: 1200,
      height: 800,
    });
  }
  for (const t of TUTORIALS) {
    specs.push({
      bucket: BLOG_BUCKET,
      name: `tutoriel-${t.slug}`,
      kind: t.kind,
      title: t.title,
      label: categoryName(t.category) ?? 'Tutoriel',
      layout: 'hero',
      width: 1280,
      height: 720,
    });
  }
  return specs;
}

export async function seed(sql: postgres.Sql, opts: SeedOptions & { accounts: false }): Promise<null>;
export async function seed(sql: postgres.Sql, opts?: SeedOptions & { accounts?: true }): Promise<SeedResult>;
export async function seed(sql: postgres.Sql, opts: SeedOptions = {}): Promise<SeedResult | null> {
  const adminEmail = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = opts.adminPassword || generatePassword();
  const userPassword = opts.userPassword || generatePassword();
  const now = Date.now();
  const at = (daysAgo: number, hour = 9) => new Date(now - daysAgo * DAY - ((now % DAY) - hour * 60 * 60 * 1000));

  const images = generateImages(seedImageSpecs(), { concurrency: 3 });

  const content = sql.begin(async (tx) => {
    const categoryIds = new Map<CategoryKey, string>();
    const categoryRows = CATEGORIES.map((c) => {
      const id = crypto.randomUUID();
      categoryIds.set(c.key, id);
      return { id, name: c.name, slug: slugify(c.name), created_at: at(c.daysAgo), updated_at: at(c.daysAgo) };
    });
    await tx`insert into public.categories ${tx(categoryRows)}`;

    const projectRows: Record<string, string | number | Date | null>[] = [];
    const imageRows: Record<string, string | number | Date | null>[] = [];
    for (const [index, p] of PROJECTS.entries()) {
      const id = crypto.randomUUID();
      const views = IMAGE_VIEWS[p.kind];
      const urls = Array.from({ length: p.images }, (_, i) => publicUrl(PROJECT_BUCKET, `${p.slug}-${i + 1}`));
      urls.forEach((url, i) => {
        imageRows.push({
          project_id: id,
          image_url: url,
          alt_text: p.noAlt?.includes(i) ? null : `${p.title} : ${views[i % views.length]}`,
          display_order: i,
          created_at: at(p.daysAgo),
        });
      });
      projectRows.push({
        id,
        slug: p.slug,
        title: p.title,
        description: p.description,
        main_image_url: urls[0]!,
        category_id: categoryIds.get(p.category)!,
        client: p.client,
        project_date: p.date,
        challenge: p.challenge,
        solution: p.solution,
        results: p.results,
        project_link: p.link ?? null,
        display_order: index + 1,
        created_at: at(p.daysAgo),
        updated_at: at(Math.max(0, p.daysAgo - 3)),
      });
    }
    await tx`insert into public.projects ${tx(projectRows)}`;
    await tx`insert into public.project_images ${tx(imageRows)}`;

    const postRows = BLOG_POSTS.map((b) => ({
      slug: b.slug,
      title: b.title,
      excerpt: b.excerpt,
      content: b.content,
      ...bodyReading(b.content),
      image_url: publicUrl(BLOG_BUCKET, `article-${b.slug}`),
      post_date: isoDate(at(b.daysAgo).getTime()),
      author: b.author,
      category_id: categoryIds.get(b.category)!,
      tags: b.tags,
      created_at: at(b.daysAgo, 8),
      updated_at: at(b.daysAgo, 8),
    }));
    await tx`insert into public.blog_posts ${tx(postRows)}`;

    const tutorialRows = TUTORIALS.map((t) => ({
      // Stable ids: links by id (/tutoriels/{id}) stay valid across re-seeds of a fresh database.
      id: stableUuid(`tutorial:${t.slug}`),
      slug: t.slug,
      title: t.title,
      description: t.description,
      body: t.body ?? '',
      ...bodyReading(t.body ?? ''),
      duration: t.duration,
      thumbnail: publicUrl(BLOG_BUCKET, `tutoriel-${t.slug}`),
      category_id: t.category ? categoryIds.get(t.category)! : null,
      video_id: t.videoId,
      tags: t.tags,
      created_at: at(t.daysAgo, 10),
      updated_at: at(t.daysAgo, 10),
    }));
    await tx`insert into public.tutorials ${tx(tutorialRows)}`;

    // « Réglages »: today's details (the first-run defaults), for the owner to complete; today's page texts,
    // testimonials and statistics.
    const documents = {
      site: firstRunSettings(),
      texts: DEFAULT_TEXTS,
      testimonials: { items: TESTIMONIALS, statistics: STATISTICS },
    };
    for (const [key, values] of Object.entries(documents))
      await tx`insert into public.site_settings (key, values) values (${key}, ${tx.json(values as never)})
        on conflict (key) do nothing`;

    const columns = new Set(
      (
        await tx<{ column_name: string }[]>`
        select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`
      ).map((r) => r.column_name),
    );
    if (opts.accounts === false) return;
    await upsertUser(tx, { email: adminEmail, password: adminPassword, role: 'admin', daysAgo: 730 }, columns, now);
    if (adminEmail.toLowerCase() !== DEFAULT_USER_EMAIL) {
      await upsertUser(
        tx,
        { email: DEFAULT_USER_EMAIL, password: userPassword, role: 'user', daysAgo: 90 },
        columns,
        now,
      );
    }
  });

  await Promise.all([images, content]);
  // The media library lists the demo images like uploads (their drawn size, their title as alternative).
  const media = seedImageSpecs().map((spec) => ({
    url: publicUrl(spec.bucket, spec.name),
    bucket: spec.bucket,
    file_name: `${spec.name}.jpg`,
    size_bytes: fs.statSync(storagePath(spec.bucket, spec.name), { throwIfNoEntry: false })?.size ?? null,
    width: spec.width ?? null,
    height: spec.height ?? null,
    alt: spec.title ?? '',
  }));
  await sql`insert into public.media ${sql(media)} on conflict (url) do nothing`;
  return opts.accounts === false ? null : { adminEmail, adminPassword };
}

export const SEED_COUNTS = {
  categories: CATEGORIES.length,
  projects: PROJECTS.length,
  projectImages: PROJECTS.reduce((sum, p) => sum + p.images, 0),
  blogPosts: BLOG_POSTS.length,
  tutorials: TUTORIALS.length,
} as const;
