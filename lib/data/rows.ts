import { KINDS, type FieldSpec } from '@/lib/kinds';
import { ROLES } from '@/lib/auth/roles';
import { typeset, typesetOptional } from '@/lib/typography/french';
import type {
  BlogPost,
  Category,
  Profile,
  ProjectImage,
  ProjectSummary,
  Project,
  Publication,
  Tutorial,
} from './types';

// Row → DTO mappers. Columns are selected with the aliases below in every query.
type Row = Record<string, unknown>;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const isoOrNull = (v: unknown): string | null => (v == null ? null : iso(v));
const str = (v: unknown): string | null => (v == null ? null : String(v));
const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** Effective status: a scheduled row whose time has come is published. */
export const toPublication = (r: Row): Publication => {
  const publishedAt = isoOrNull(r.published_at);
  const status =
    r.status === 'draft'
      ? 'draft'
      : publishedAt !== null && Date.parse(publishedAt) > Date.now()
        ? 'scheduled'
        : 'published';
  const note = typeof r.review_note === 'string' ? r.review_note : '';
  const requestedAt = isoOrNull(r.review_requested_at);
  if (status === 'draft' && (requestedAt || note)) return { status, publishedAt, review: { requestedAt, note } };
  return { status, publishedAt };
};

export const toCategory = (r: Row): Category => ({
  id: String(r.id),
  name: String(r.name).trim(),
  slug: String(r.slug),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** An item's own fields from its row, by its kind's field list (lib/kinds.ts). */
export function fieldsFromRow(fields: readonly FieldSpec[], r: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = r[f.column];
    out[f.key] =
      f.type === 'tags'
        ? ((v as string[] | null) ?? [])
        : f.type === 'optional'
          ? str(v)
          : f.type === 'day'
            ? day(v)
            : String(v ?? '');
  }
  return out;
}

/** What every kind of content has besides its fields: id, category name, dates and publication. */
const common = (r: Row) => ({
  id: String(r.id),
  categoryName: r.category_name == null ? null : String(r.category_name).trim(),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  ...toPublication(r),
});

const projectSummaryFields = KINDS.project.fields.filter((f) => !('detail' in f));
const projectDetailFields = KINDS.project.fields.filter((f) => 'detail' in f);

export const toProjectSummary = (r: Row): ProjectSummary =>
  ({
    ...common(r),
    ...fieldsFromRow(projectSummaryFields, r),
    mainImageUrl: String(r.main_image_url),
    displayOrder: Number(r.display_order),
  }) as ProjectSummary;

export const toProjectImage = (r: Row): ProjectImage => ({
  id: String(r.id),
  url: String(r.image_url),
  altText: str(r.alt_text),
  displayOrder: Number(r.display_order),
});

export const toProject = (r: Row, images: Row[]): Project =>
  ({ ...toProjectSummary(r), ...fieldsFromRow(projectDetailFields, r), images: images.map(toProjectImage) }) as Project;

export const toBlogPost = (r: Row): BlogPost => ({ ...common(r), ...fieldsFromRow(KINDS.post.fields, r) }) as BlogPost;

export const toTutorial = (r: Row): Tutorial =>
  ({ ...common(r), ...fieldsFromRow(KINDS.tutorial.fields, r) }) as Tutorial;

export const toProfile = (r: Row): Profile => ({
  id: String(r.id),
  email: String(r.email),
  role: ROLES.find((role) => role === r.role) ?? 'user',
  isActive: Boolean(r.is_active),
  createdAt: iso(r.created_at),
  lastLogin: isoOrNull(r.last_login),
  invitation:
    r.last_login == null && r.invitation_expires_at != null
      ? {
          expiresAt: iso(r.invitation_expires_at),
          expired: Date.parse(iso(r.invitation_expires_at)) <= Date.now(),
        }
      : null,
});

// What visitors see: the same DTOs with French typography on the text administrators type (titles,
// excerpts, descriptions, alt texts). Never used by the back office, so forms edit what is stored.
// Category names and tags stay as stored here: they are also filter keys (URLs, counts).

export const toPublicProjectSummary = (r: Row): ProjectSummary => {
  const p = toProjectSummary(r);
  return { ...p, title: typeset(p.title), description: typeset(p.description), client: typesetOptional(p.client) };
};

export const toPublicProject = (r: Row, images: Row[]): Project => {
  const p = toProject(r, images);
  return {
    ...p,
    title: typeset(p.title),
    description: typeset(p.description),
    client: typesetOptional(p.client),
    challenge: typesetOptional(p.challenge),
    solution: typesetOptional(p.solution),
    results: typesetOptional(p.results),
    images: p.images.map((i) => ({ ...i, altText: typesetOptional(i.altText) })),
  };
};

/** The body stays markdown: it is typeset as it renders (lib/typography/rehype.ts), outside code. */
export const toPublicBlogPost = (r: Row): BlogPost => {
  const p = toBlogPost(r);
  return { ...p, title: typeset(p.title), excerpt: typeset(p.excerpt) };
};

export const toPublicTutorial = (r: Row): Tutorial => {
  const t = toTutorial(r);
  return { ...t, title: typeset(t.title), description: typeset(t.description) };
};
