// DTOs: the only shapes pages and components see. Dates are ISO strings (serialisable).
import type { FieldValues, SummaryValues } from '@/lib/kinds';
import type { PublicationStatus } from '@/lib/validation/publication';

export type { PublicationStatus };

/** Editorial state: `status` is the effective one (a scheduled item whose time has passed is « published »). */
/**
 * `review` (drafts only, so never on a public page): since when it waits in « À relire », or the note it was
 * sent back with (lib/data/review.ts).
 */
export type Publication = {
  status: PublicationStatus;
  publishedAt: string | null;
  review?: { requestedAt: string | null; note: string };
};
export type Category = { id: string; name: string; slug: string; createdAt: string; updatedAt: string };

export type ProjectImage = { id: string; url: string; altText: string | null; displayOrder: number };

/** What every kind of content has besides the fields its description lists (lib/kinds.ts). */
type EntryCommon = {
  id: string;
  /** The name of the category `categoryId` names (read with the row). */
  categoryName: string | null;
  createdAt: string;
  updatedAt: string;
} & Publication;

export type ProjectSummary = EntryCommon &
  SummaryValues<'project'> & {
    mainImageUrl: string;
    displayOrder: number;
  };

export type Project = ProjectSummary & FieldValues<'project'> & { images: ProjectImage[] };

/** `postDate` is a day, YYYY-MM-DD. */
export type BlogPost = EntryCommon & FieldValues<'post'>;

export type BlogPostSummary = Omit<BlogPost, 'content'>;

export type Tutorial = EntryCommon & FieldValues<'tutorial'>;

export type { Role } from '@/lib/auth/roles';
import type { Role } from '@/lib/auth/roles';

export type Profile = {
  id: string;
  email: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  /** Until the first sign-in, the invitation sent: when it expires and whether it has. */
  invitation: { expiresAt: string; expired: boolean } | null;
};

export type NewsletterSubscriber = {
  id: string;
  email: string;
  source: string | null;
  createdAt: string;
  /** Proof of consent: when, on which page, with which version of the sentence (null before they were kept). */
  consentAt: string;
  consentPage: string | null;
  consentVersion: string | null;
  /** An imported reader's consent, as the owner recorded where it was given. */
  consentNote: string | null;
};

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };
