import 'server-only';
import { sql } from '@/lib/db/client';
import { publicPath, type PreviewType } from '@/lib/preview/paths';
import { toPublicBlogPost, toPublicProject, toPublicTutorial } from './rows';
import type { BlogPost, Project, Tutorial } from './types';
import { isUuid } from '@/lib/validation/text';

// Reads for an admin's private preview: every status, never cached (a preview shows the saved row as it
// is now). Only lib/preview calls them, after confirming the request is a back-office member's; `owner` (an
// « Auteur ») keeps only what that person created.

const ownedBy = (owner?: string) => (owner ? sql`and created_by = ${owner}` : sql``);

const TABLE = { article: 'blog_posts', tutoriel: 'tutorials', projet: 'projects' } as const;

/** The public URL of an item of any status, from its id and stored slug; null when there is no such item. */
export async function previewTargetPath(type: PreviewType, id: string, owner?: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql<{ slug: string }[]>`
    select slug from ${sql(TABLE[type])} where id = ${id} ${ownedBy(owner)}`;
  return row ? publicPath(type, row.slug) : null;
}

export async function anyStatusBlogPost(slug: string, owner?: string): Promise<BlogPost | null> {
  const [row] =
    await sql`select b.*, c.name as category_name from blog_posts b left join categories c on c.id = b.category_id where b.slug = ${slug} ${ownedBy(owner)}`;
  return row ? toPublicBlogPost(row) : null;
}

export async function anyStatusTutorial(slug: string, owner?: string): Promise<Tutorial | null> {
  const [row] =
    await sql`select t.*, c.name as category_name from tutorials t left join categories c on c.id = t.category_id where t.slug = ${slug} ${ownedBy(owner)}`;
  return row ? toPublicTutorial(row) : null;
}

export async function anyStatusProject(slug: string, owner?: string): Promise<Project | null> {
  const [row] =
    await sql`select p.*, c.name as category_name from projects p left join categories c on c.id = p.category_id where p.slug = ${slug} ${ownedBy(owner)}`;
  if (!row) return null;
  const images =
    await sql`select * from project_images where project_id = ${row.id as string} order by display_order asc`;
  return toPublicProject(row, images);
}
