// Maps the variables hosting platforms inject (Vercel's system variables, the Vercel–Supabase
// integration) onto the app's own settings, and says which settings are unsafe in production.
// Plain erasable TypeScript without imports: the Node scripts load it directly too.
export type RawEnv = Record<string, string | undefined>;

// Query parameters meant for Prisma or the integration's bookkeeping: postgres.js would send them
// to the server as startup parameters, which the pooler refuses.
const FOREIGN_URL_PARAMS = ['pgbouncer', 'supa', 'connection_limit', 'pool_timeout', 'statement_cache_size'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The first of `names` set to a non-blank value. */
function pick(env: RawEnv, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** A database URL without the parameters postgres.js must not forward. */
export function cleanDatabaseUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // let the driver report what is wrong with it
  }
  if (!FOREIGN_URL_PARAMS.some((p) => parsed.searchParams.has(p))) return url;
  for (const p of FOREIGN_URL_PARAMS) parsed.searchParams.delete(p);
  return parsed.toString();
}

/** The deployment's own origin on Vercel: the production domain in production, else this deployment's URL. */
export function vercelSiteUrl(env: RawEnv): string | undefined {
  if (!pick(env, 'VERCEL')) return undefined;
  const host =
    env.VERCEL_ENV === 'production'
      ? pick(env, 'VERCEL_PROJECT_PRODUCTION_URL', 'VERCEL_URL')
      : pick(env, 'VERCEL_URL', 'VERCEL_BRANCH_URL');
  return host ? `https://${host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}` : undefined;
}

/**
 * The environment with the app's names filled from their platform fallbacks: DATABASE_URL from
 * POSTGRES_URL, DIRECT_URL from POSTGRES_URL_NON_POOLING, the Supabase URL and keys from the
 * integration's names, SITE_URL from Vercel's URLs. Blank values count as unset.
 */
export function resolveEnv(raw: RawEnv): RawEnv {
  const env: RawEnv = { ...raw };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete env[name];
    else env[name] = value;
  };
  set('DATABASE_URL', cleanDatabaseUrl(pick(raw, 'DATABASE_URL', 'POSTGRES_URL')));
  set('DIRECT_URL', cleanDatabaseUrl(pick(raw, 'DIRECT_URL', 'POSTGRES_URL_NON_POOLING')));
  set('NEXT_PUBLIC_SUPABASE_URL', pick(raw, 'NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_URL'));
  set(
    'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    pick(
      raw,
      'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
      'NEXT_PUBLIC_SUPABASE_ANON_KEY',
      'SUPABASE_PUBLISHABLE_KEY',
      'SUPABASE_ANON_KEY',
    ),
  );
  set('SUPABASE_SERVICE_ROLE_KEY', pick(raw, 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_SECRET_KEY'));
  set('SITE_URL', pick(raw, 'SITE_URL') ?? vercelSiteUrl(raw));
  set('SESSION_SECRET', pick(raw, 'SESSION_SECRET'));
  return env;
}

/** The URL migrations run over: a direct or session connection when one is given. */
export function migrationDatabaseUrl(raw: RawEnv): { url: string; variable: string } | null {
  const env = resolveEnv(raw);
  if (env.DIRECT_URL)
    return { url: env.DIRECT_URL, variable: pick(raw, 'DIRECT_URL') ? 'DIRECT_URL' : 'POSTGRES_URL_NON_POOLING' };
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, variable: databaseVariable(raw) };
  return null;
}

/** Which variable gave DATABASE_URL (for messages). */
export function databaseVariable(raw: RawEnv): string {
  return pick(raw, 'DATABASE_URL') || !pick(raw, 'POSTGRES_URL') ? 'DATABASE_URL' : 'POSTGRES_URL';
}

export function onVercel(raw: RawEnv): boolean {
  return Boolean(pick(raw, 'VERCEL'));
}

/** Only production deployments are indexed: Vercel previews (and `vercel dev`) are not. */
export function indexable(raw: RawEnv): boolean {
  const target = pick(raw, 'VERCEL_ENV');
  return !target || target === 'production';
}

/**
 * Settings a production build or server must not start with, as one message each: the local auth
 * provider without a strong session secret, no site URL or one browsers would reach over plain http,
 * Vercel without a database.
 */
export function productionProblems(raw: RawEnv): string[] {
  const env = resolveEnv(raw);
  const problems: string[] = [];
  const supabase = Boolean(env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY);
  if (!supabase && !env.SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET is not set: the local auth provider signs sessions with it (32+ random characters, e.g. `openssl rand -base64 32`).',
    );
  } else if (!supabase && env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    problems.push(
      `SESSION_SECRET is too short (${env.SESSION_SECRET.length} characters): use 32 or more random characters.`,
    );
  }
  if (!env.SITE_URL) {
    problems.push(
      'SITE_URL is not set: canonical URLs, the sitemap, Secure cookies and HSTS need the public origin (e.g. https://www.studio.example; on Vercel it comes from VERCEL_PROJECT_PRODUCTION_URL or VERCEL_URL).',
    );
  } else {
    let site: URL | null = null;
    try {
      site = new URL(env.SITE_URL);
    } catch {
      problems.push(`SITE_URL is not a URL: ${env.SITE_URL}`);
    }
    if (site && site.protocol !== 'https:' && (onVercel(raw) || !LOOPBACK.has(site.hostname))) {
      problems.push(
        `SITE_URL must be https in production (got ${site.origin}): session cookies are Secure and links must not downgrade.`,
      );
    }
  }
  if (onVercel(raw) && !env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is not set (nor POSTGRES_URL): on Vercel the app needs a database URL; no embedded server starts there.',
    );
  }
  return problems;
}

/** The one line a production build or server without SMTP_URL prints: what it will not send. */
export function missingMailNote(raw: RawEnv): string | null {
  if (raw.SMTP_URL?.trim()) return null;
  return 'SMTP_URL is not set: no e-mail will be sent (newsletter confirmations and issues, unsubscribe links, local accounts’ invitations and password resets), and the newsletter form refuses sign-ups.';
}
