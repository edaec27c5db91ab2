// Environment parsed once. Every setting has a default that works on a fresh clone; platform
// names (Vercel, the Vercel–Supabase integration) fill the app's own names when those are unset.
import { z } from '@/lib/validation/zod';
import { indexable, resolveEnv } from '@/lib/platform-env';

const schema = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SESSION_SECRET: z.string().min(32).optional(),
  NEXT_PUBLIC_SUPABASE_URL: z.string().url().optional(),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  STORAGE_DIR: z.string().default('.data/storage'),
  // Proxies in front of the app that append to X-Forwarded-For; 0 trusts no forwarded header.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  VERCEL: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

const parsed = schema.safeParse(resolveEnv(process.env));
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

export const supabaseConfigured = Boolean(env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY);

/** False on Vercel previews: every response says noindex and robots.txt disallows everything. */
export const siteIndexable = indexable(process.env);

export function siteUrl(path = '/'): string {
  return new URL(path, env.SITE_URL).toString();
}
