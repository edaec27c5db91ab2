// Vercel and the Vercel–Supabase integration: their variable names fill the app's own, each
// deployment gets its own site URL, previews are not indexable, unsafe production settings are named.
import { describe, expect, test } from 'vitest';
import {
  cleanDatabaseUrl,
  indexable,
  migrationDatabaseUrl,
  missingMailNote,
  productionProblems,
  resolveEnv,
} from '@/lib/platform-env';

const secret = 'x'.repeat(40);

describe('integration names as fallbacks', () => {
  test('POSTGRES_URL, POSTGRES_URL_NON_POOLING, SUPABASE_URL and the anon key fill the app names', () => {
    const env = resolveEnv({
      POSTGRES_URL: 'postgres://u:p@pooler.example.com:6543/postgres?sslmode=require&supa=base-pooler.x',
      POSTGRES_URL_NON_POOLING: 'postgres://u:p@db.example.com:5432/postgres?sslmode=require',
      SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_SECRET_KEY: 'secret-key',
    });
    expect(env.DATABASE_URL).toBe('postgres://u:p@pooler.example.com:6543/postgres?sslmode=require');
    expect(env.DIRECT_URL).toBe('postgres://u:p@db.example.com:5432/postgres?sslmode=require');
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY).toBe('anon-key');
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toBe('secret-key');
  });

  test('the app names win, and blank values count as unset', () => {
    const env = resolveEnv({
      DATABASE_URL: 'postgres://mine/db',
      POSTGRES_URL: 'postgres://theirs/db',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_1',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SESSION_SECRET: '  ',
      SITE_URL: '',
    });
    expect(env.DATABASE_URL).toBe('postgres://mine/db');
    expect(env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY).toBe('sb_publishable_1');
    expect(env).not.toHaveProperty('SESSION_SECRET');
    expect(env).not.toHaveProperty('SITE_URL');
  });

  test('Prisma-only URL parameters are dropped, others kept', () => {
    expect(cleanDatabaseUrl('postgres://h/db?pgbouncer=true&connection_limit=1&sslmode=require')).toBe(
      'postgres://h/db?sslmode=require',
    );
    expect(cleanDatabaseUrl('postgres://h/db?sslmode=require')).toBe('postgres://h/db?sslmode=require');
  });

  test('migrations use DIRECT_URL, else POSTGRES_URL_NON_POOLING, else the database URL', () => {
    expect(migrationDatabaseUrl({ DIRECT_URL: 'postgres://direct/db', DATABASE_URL: 'postgres://pool/db' })).toEqual({
      url: 'postgres://direct/db',
      variable: 'DIRECT_URL',
    });
    expect(
      migrationDatabaseUrl({ POSTGRES_URL_NON_POOLING: 'postgres://np/db', POSTGRES_URL: 'postgres://pool/db' }),
    ).toEqual({ url: 'postgres://np/db', variable: 'POSTGRES_URL_NON_POOLING' });
    expect(migrationDatabaseUrl({ POSTGRES_URL: 'postgres://pool/db' })).toEqual({
      url: 'postgres://pool/db',
      variable: 'POSTGRES_URL',
    });
    expect(migrationDatabaseUrl({})).toBeNull();
  });
});

describe('site URL per Vercel deployment', () => {
  const vercel = {
    VERCEL: '1',
    VERCEL_URL: 'site-git-fix-team.vercel.app',
    VERCEL_BRANCH_URL: 'site-git-fix.vercel.app',
    VERCEL_PROJECT_PRODUCTION_URL: 'www.studio.example',
  };
  test('production uses the production domain', () => {
    expect(resolveEnv({ ...vercel, VERCEL_ENV: 'production' }).SITE_URL).toBe('https://www.studio.example');
  });
  test('a preview uses its own deployment URL', () => {
    expect(resolveEnv({ ...vercel, VERCEL_ENV: 'preview' }).SITE_URL).toBe('https://site-git-fix-team.vercel.app');
  });
  test('an explicit SITE_URL wins; off Vercel nothing is derived', () => {
    expect(resolveEnv({ ...vercel, VERCEL_ENV: 'preview', SITE_URL: 'https://preview.example' }).SITE_URL).toBe(
      'https://preview.example',
    );
    expect(resolveEnv({ VERCEL_URL: 'x.vercel.app' }).SITE_URL).toBeUndefined();
  });
  test('only production and non-Vercel deployments are indexable', () => {
    expect(indexable({ VERCEL: '1', VERCEL_ENV: 'production' })).toBe(true);
    expect(indexable({ VERCEL: '1', VERCEL_ENV: 'preview' })).toBe(false);
    expect(indexable({ VERCEL: '1', VERCEL_ENV: 'development' })).toBe(false);
    expect(indexable({})).toBe(true);
  });
});

const site = 'https://www.studio.example';

describe('production settings', () => {
  test('the local auth provider needs a session secret of 32+ characters', () => {
    expect(productionProblems({ SITE_URL: site })).toEqual([expect.stringMatching(/^SESSION_SECRET is not set/)]);
    expect(productionProblems({ SESSION_SECRET: 'short', SITE_URL: site })).toEqual([
      expect.stringMatching(/^SESSION_SECRET is too short \(5 characters\)/),
    ]);
    expect(productionProblems({ SESSION_SECRET: secret, SITE_URL: site })).toEqual([]);
  });

  test('with Supabase Auth no session secret is needed', () => {
    expect(
      productionProblems({
        SUPABASE_URL: 'https://abc.supabase.co',
        NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k',
        SITE_URL: site,
      }),
    ).toEqual([]);
  });

  test('SITE_URL is required, from the variable or from Vercel’s own', () => {
    expect(productionProblems({ SESSION_SECRET: secret })).toEqual([expect.stringMatching(/^SITE_URL is not set: /)]);
    expect(
      productionProblems({
        SESSION_SECRET: secret,
        VERCEL: '1',
        VERCEL_ENV: 'production',
        VERCEL_PROJECT_PRODUCTION_URL: 'www.studio.example',
        POSTGRES_URL: 'postgres://h/db',
      }),
    ).toEqual([]);
  });

  test('SITE_URL must be https, except plain http on loopback off Vercel (local npm start)', () => {
    expect(productionProblems({ SESSION_SECRET: secret, SITE_URL: 'http://studio.example' })).toEqual([
      expect.stringMatching(/^SITE_URL must be https/),
    ]);
    expect(productionProblems({ SESSION_SECRET: secret, SITE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(
      productionProblems({
        SESSION_SECRET: secret,
        SITE_URL: 'http://localhost:3000',
        VERCEL: '1',
        DATABASE_URL: 'postgres://h/db',
      }),
    ).toEqual([expect.stringMatching(/^SITE_URL must be https/)]);
    expect(
      productionProblems({
        SESSION_SECRET: secret,
        VERCEL: '1',
        VERCEL_ENV: 'preview',
        VERCEL_URL: 'p.vercel.app',
        POSTGRES_URL: 'postgres://h/db',
      }),
    ).toEqual([]);
  });

  test('on Vercel a database URL is required', () => {
    expect(productionProblems({ SESSION_SECRET: secret, VERCEL: '1', VERCEL_URL: 'p.vercel.app' })).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set \(nor POSTGRES_URL\)/),
    ]);
  });
});

describe('e-mail in production', () => {
  test('without SMTP_URL one line says what will not be sent; with it, nothing', () => {
    const note = missingMailNote({});
    expect(note).toMatch(/^SMTP_URL is not set: no e-mail will be sent \(newsletter confirmations and issues/);
    expect(note!.split('\n')).toHaveLength(1);
    expect(missingMailNote({ SMTP_URL: ' ' })).toBe(note);
    expect(missingMailNote({ SMTP_URL: 'smtps://u:p@smtp-relay.brevo.com:465' })).toBeNull();
  });
});
