import { z } from './zod';
import { ROLES } from '@/lib/auth/roles';
import { MSG } from '@/lib/copy/messages';
import { studioDay, studioLocalToIso, studioToday } from '@/lib/dates';
import { isSiteImage } from '@/lib/images/canonical';
import { foreignBodyImage } from './body-images';
import { PUBLICATION_STATUSES } from './publication';
import { coerceRank, parseTags, parseVideoId, slugify, videoThumbnailUrl } from './text';

// zod schemas shared by the admin forms (instant field errors) and the server actions (authority).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DURATION = /^\d{1,3}:[0-5]\d$/;

/** Required text: missing, blank or whitespace-only gives `message`. */
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, MSG.tooLong);

/** Optional text: blank becomes null. */
const optional = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, MSG.tooLong)
    .nullish()
    .transform((v) => v || null);

const id = z.guid();
const optionalId = z
  .union([z.guid({ error: MSG.invalidCategory }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/**
 * Stored images (covers, share images, thumbnails, galleries, testimonial photos): the site's own only
 * (isSiteImage). Another host is refused in plain French; a malformed or aliased path (`.`, `..`, an empty
 * segment: the same file under another key) is an invalid address.
 */
export const imageUrl = z
  .string({ error: MSG.invalidImageUrl })
  .trim()
  .max(2048)
  .superRefine((u, ctx) => {
    if (isSiteImage(u)) return;
    const foreign = /^https?:\/\//.test(u) && !u.includes('/incoming/');
    ctx.addIssue({ code: 'custom', message: foreign ? MSG.upload.foreignImage(u.slice(0, 80)) : MSG.invalidImageUrl });
  });

/** The search-engine fields every kind has (lib/kinds.ts): all optional. */
const seoFields = {
  seoTitle: optional(120),
  seoDescription: optional(320),
  seoImage: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(imageUrl.nullable()),
};

/** A Markdown body (article, tutorial): images inside it must come from the site (lib/validation/body-images.ts). */
const markdownBody = z
  .string()
  .max(100_000, MSG.tooLong)
  .optional()
  .default('')
  .superRefine((v, ctx) => {
    const foreign = foreignBodyImage(v);
    if (foreign !== null) ctx.addIssue({ code: 'custom', message: MSG.upload.foreignImage(foreign.slice(0, 80)) });
  });

/** A slug typed by hand is normalised (« Mon Slug » → mon-slug); blank means « derive it ». */
const slugInput = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => slugify(v ?? '', max));

function withSlug<T extends { slug: string }>(value: T, source: string, max: number, ctx: z.RefinementCtx): T {
  const slug = value.slug || slugify(source, max);
  if (!slug || !SLUG.test(slug)) {
    ctx.addIssue({ code: 'custom', message: source.trim() ? MSG.invalidSlug : MSG.required, path: ['slug'] });
    return value;
  }
  return { ...value, slug };
}

/** Status of a project, post or tutorial; « Programmé » needs a future Paris date and time. */
const publicationFields = {
  status: z.enum(PUBLICATION_STATUSES, { error: MSG.invalidStatus }).optional().default('draft'),
  publishAt: z.string().trim().max(40).nullish(),
  /** « Proposer à la relecture »: the saved draft goes to « À relire ». */
  review: z.boolean().optional(),
};

/** Replaces the typed time (studio's zone) by its UTC instant (null unless scheduled). */
function withPublication<T extends { status: (typeof PUBLICATION_STATUSES)[number]; publishAt?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.status !== 'scheduled') return { ...value, publishAt: null };
  const iso = value.publishAt ? studioLocalToIso(value.publishAt) : null;
  if (!iso) ctx.addIssue({ code: 'custom', message: MSG.publishAtRequired, path: ['publishAt'] });
  else if (Date.parse(iso) <= Date.now())
    ctx.addIssue({ code: 'custom', message: MSG.publishAtPast, path: ['publishAt'] });
  return { ...value, publishAt: iso };
}

// ---------- categories ----------

export const categorySchema = z.object({
  id: id.optional(),
  name: required(MSG.required, 120),
  slug: z
    .string({ error: MSG.required })
    .transform((v) => slugify(v, 120))
    .pipe(z.string().min(1, MSG.required)),
});

// ---------- projects ----------

/** Rank from a form: a non-numeric entry becomes 1; the range (1..N) is checked in the transaction. */
export const rankSchema = z.unknown().transform(coerceRank);

export const projectImageSchema = z.object({
  url: imageUrl,
  altText: optional(300),
});

const projectFields = z.object({
  id: id.optional(),
  title: required(MSG.requiredFields, 200),
  slug: slugInput(160),
  description: required(MSG.requiredFields, 20000),
  categoryId: optionalId,
  client: optional(200),
  projectDate: optional(100),
  challenge: optional(),
  solution: optional(),
  results: optional(),
  projectLink: optional(2048).refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), MSG.invalidLink),
  ...seoFields,
  rank: rankSchema.optional(),
  images: z.array(projectImageSchema, { error: MSG.requiredFields }).min(1, MSG.requiredFields).max(50),
  ...publicationFields,
});
export const projectSchema = projectFields.transform((v, ctx) => withPublication(withSlug(v, v.title, 160, ctx), ctx));
export const projectUpdateSchema = projectFields
  .extend({ id })
  .transform((v, ctx) => withPublication(withSlug(v, v.title, 160, ctx), ctx));
/** A project as validated: what lib/data/project-admin.ts stores (the gallery and rank apart). */
export type ProjectValues = z.output<typeof projectSchema>;

export const moveProjectSchema = z.object({ id, rank: rankSchema });
export const swapProjectSchema = z.object({ id, direction: z.enum(['up', 'down']) });

// ---------- blog ----------

const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => parseTags(v ?? ''))
  .pipe(z.array(z.string().max(60, MSG.tooLong)).max(30));

const blogPostFields = z.object({
  id: id.optional(),
  title: required(MSG.requiredFields, 200),
  slug: slugInput(160),
  excerpt: required(MSG.requiredFields, 1000),
  content: markdownBody,
  imageUrl: z.string({ error: MSG.requiredFields }).trim().min(1, MSG.requiredFields).pipe(imageUrl),
  imageAlt: optional(300),
  postDate: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (DATE.test(v) && !Number.isNaN(Date.parse(v))), MSG.invalidDate)
    .transform((v) => v || studioToday()),
  author: optional(120),
  categoryId: optionalId,
  tags: tagsSchema,
  ...seoFields,
  ...publicationFields,
});
/** A scheduled post shows the day it goes online: one date and time to type, not two. */
function withScheduledDay<T extends { publishAt: string | null; postDate: string }>(value: T): T {
  return value.publishAt ? { ...value, postDate: studioDay(value.publishAt) } : value;
}
export const blogPostSchema = blogPostFields.transform((v, ctx) =>
  withScheduledDay(withPublication(withSlug(v, v.title, 160, ctx), ctx)),
);
export const blogPostUpdateSchema = blogPostFields
  .extend({ id })
  .transform((v, ctx) => withScheduledDay(withPublication(withSlug(v, v.title, 160, ctx), ctx)));
/** A post as validated: what lib/data/blog.ts stores. */
export type BlogPostValues = z.output<typeof blogPostSchema>;

// ---------- tutorials ----------

const tutorialFields = z.object({
  id: id.optional(),
  title: required(MSG.requiredFields, 200),
  slug: slugInput(160),
  description: required(MSG.requiredFields, 5000),
  body: markdownBody,
  duration: optional(10).refine((v) => v === null || DURATION.test(v), MSG.invalidDuration),
  video: z
    .string()
    .trim()
    .max(2048)
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const videoId = parseVideoId(v);
      if (!videoId) ctx.addIssue({ code: 'custom', message: MSG.invalidVideo });
      return videoId;
    }),
  thumbnail: z.string().trim().optional(),
  categoryId: optionalId,
  tags: tagsSchema,
  ...seoFields,
  ...publicationFields,
});

/** The thumbnail falls back to the video host's image when none is uploaded; that host's image of its own video only. */
function resolveTutorial<T extends z.output<typeof tutorialFields>>(v: T, ctx: z.RefinementCtx) {
  const { video, thumbnail, ...rest } = withSlug(v, v.title, 160, ctx);
  const ownVideo = video ? videoThumbnailUrl(video) : '';
  const resolved = thumbnail || ownVideo;
  if (!resolved) ctx.addIssue({ code: 'custom', message: MSG.requiredFields, path: ['thumbnail'] });
  else if (resolved !== ownVideo) {
    const checked = imageUrl.safeParse(resolved);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message, path: ['thumbnail'] });
  }
  return withPublication({ ...rest, videoId: video, thumbnail: resolved }, ctx);
}
export const tutorialSchema = tutorialFields.transform(resolveTutorial);
export const tutorialUpdateSchema = tutorialFields.extend({ id }).transform(resolveTutorial);
/** A tutorial as validated: what lib/data/tutorials.ts stores. */
export type TutorialValues = z.output<typeof tutorialSchema>;

// ---------- users ----------

export const roleSchema = z.enum(ROLES);
export const setRoleSchema = z.object({ id, role: roleSchema });
export const setActiveSchema = z.object({ id, isActive: z.boolean() });
export const byIdSchema = z.object({ id });
export const createUserSchema = z.object({
  email: z.string({ error: MSG.invalidEmail }).trim().toLowerCase().pipe(z.email(MSG.invalidEmail).max(254)),
  role: roleSchema,
});
// ---------- revision history ----------

const revisionKind = z.enum(['post', 'tutorial', 'project'], { error: MSG.revision.notFound });
const revisionId = z.string({ error: MSG.revision.notFound }).regex(/^[1-9]\d{0,17}$/, MSG.revision.notFound);
export const revisionListSchema = z.object({ kind: revisionKind, id });
export const restoreRevisionSchema = z.object({ kind: revisionKind, id, revisionId });
export const compareRevisionsSchema = z.object({ kind: revisionKind, id, from: revisionId, to: revisionId });
/** A version of a versioned document (« Tarifs », « Réglages », texts, testimonials) to bring back. */
export const documentRestoreSchema = z.object({ id, revisionId });

export const discardUploadsSchema = z.object({ urls: z.array(imageUrl).max(50) });
