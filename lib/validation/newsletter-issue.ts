// A newsletter issue as the back office composes it: a subject, an introduction, the articles and tutorials
// it presents, in order, and whether it has a web version. Shared by the form (browser) and the actions (server).
import { z } from './zod';
import { MSG } from '@/lib/copy/messages';

export const MAX_ISSUE_ITEMS = 10;

export const issueSchema = z.object({
  subject: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, MSG.issue.subject).max(150, MSG.tooLong)),
  intro: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(2000, MSG.tooLong)),
  items: z
    .array(z.object({ kind: z.enum(['post', 'tutorial']), id: z.guid() }))
    .min(1, MSG.issue.items)
    .max(MAX_ISSUE_ITEMS, MSG.issue.tooManyItems(MAX_ISSUE_ITEMS))
    .refine((items) => new Set(items.map((i) => `${i.kind}:${i.id}`)).size === items.length, MSG.issue.items),
  /** « Publier une version web »: readable on the site once sent (lib/data/letters-web.ts). */
  webVersion: z.boolean().default(false),
});
export type IssueInput = z.input<typeof issueSchema>;

export const issueIdSchema = z.object({ id: z.guid() });
/** A letter as the form holds it: saved (its id) or not yet (null). */
export const saveIssueSchema = issueSchema.extend({ id: z.guid().nullable().default(null) });
export const webVersionSchema = issueIdSchema.extend({ on: z.boolean() });
