// DTOs: the only shapes pages and components see. Dates are ISO strings (serialisable).
import type { ContentStatus } from '@/lib/validation/publication';

export type { ContentStatus };

/** Editorial state: `status` is the effective one (a scheduled item whose time has passed is « published »). */
export type Publication = { status: ContentStatus; publishedAt: string | null };
export type Category = { id: string; name: string; slug: string; createdAt: string; updatedAt: string };

export type ProjectImage = { id: string; url: string; altText: string | null; displayOrder: number };

export type ProjectSummary = {
  id: string;
  slug: string;
  title: string;
  description: string;
  mainImageUrl: string;
  categoryId: string | null;
  categoryName: string | null;
  client: string | null;
  projectDate: string | null;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
} & Publication;

export type Project = ProjectSummary & {
  challenge: string | null;
  solution: string | null;
  results: string | null;
  projectLink: string | null;
  images: ProjectImage[];
};

export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  postDate: string; // YYYY-MM-DD
  author: string | null;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
} & Publication;

export type BlogPostSummary = Omit<BlogPost, 'content'>;

export type Tutorial = {
  id: string;
  slug: string;
  title: string;
  description: string;
  duration: string | null;
  thumbnail: string;
  categoryId: string | null;
  categoryName: string | null;
  videoId: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
} & Publication;

export type Role = 'user' | 'admin';

export type Profile = {
  id: string;
  email: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
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
};

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };
