import 'server-only';
import { getAccountStatus } from '@/lib/data/auth';
import { toSessionUser } from '../local';
import {
  REAUTH_WINDOW_SECONDS,
  type AuthProvider,
  type CookieJar,
  type PasswordUpdate,
  type ProviderSignIn,
} from '../types';
import type { SupabaseConfig } from './config';
import { createSupabaseServerClient } from './server';

/** A sign-in, invitation or reset link within the window: the access token's `amr` timestamps (seconds). */
function recentlyAuthenticated(claims: Record<string, unknown>): boolean {
  const amr = Array.isArray(claims.amr) ? (claims.amr as { timestamp?: unknown }[]) : [];
  const latest = Math.max(0, ...amr.map((m) => (typeof m.timestamp === 'number' ? m.timestamp : 0)));
  return Date.now() / 1000 - latest < REAUTH_WINDOW_SECONDS;
}

/** Cookies that go nowhere: a short-lived client for checking a password. */
function throwawayJar(): CookieJar {
  const store = new Map<string, string>();
  return {
    get: (name) => store.get(name),
    getAll: () => [...store].map(([name, value]) => ({ name, value })),
    set: (name, value) => void store.set(name, value),
  };
}

// Supabase Auth: the session lives in Supabase's cookies; the user is trusted through getClaims()
// (signature checked, or the Auth server asked), never getSession(). Role and activity come
// from public.profiles on every request, so a deactivation takes effect at once.
export function supabaseProvider(config: SupabaseConfig): AuthProvider {
  const client = (jar: CookieJar) => createSupabaseServerClient(config, jar);

  return {
    name: 'supabase',

    async signIn(jar, email, password): Promise<ProviderSignIn> {
      const supabase = client(jar);
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.user) {
        switch (error?.code) {
          case 'invalid_credentials':
            return { ok: false, reason: 'invalid_credentials' };
          case 'email_not_confirmed':
            return { ok: false, reason: 'unconfirmed' };
          case 'user_banned':
            return { ok: false, reason: 'inactive' };
          case 'over_request_rate_limit':
            return { ok: false, reason: 'throttled' };
          default:
            if (error) console.error('[auth] Supabase sign-in error:', error.code ?? error.status, error.message);
            return { ok: false, reason: 'error' };
        }
      }
      const account = await getAccountStatus(data.user.id);
      if (!account?.isActive) {
        await supabase.auth.signOut({ scope: 'local' });
        return { ok: false, reason: 'inactive' };
      }
      return { ok: true, user: toSessionUser(account) };
    },

    async getUser(jar) {
      const { data, error } = await client(jar).auth.getClaims();
      const sub = data?.claims?.sub;
      if (error || !sub) return null;
      const account = await getAccountStatus(sub);
      return account?.isActive ? toSessionUser(account) : null;
    },

    async sessionKey(jar) {
      const { data } = await client(jar).auth.getClaims();
      const id = data?.claims?.session_id;
      return typeof id === 'string' && id ? id : null;
    },

    async signOut(jar) {
      // scope local: this browser's session only; the Auth server revokes its refresh token.
      const { error } = await client(jar).auth.signOut({ scope: 'local' });
      if (error) console.error('[auth] Supabase sign-out error:', error.message);
    },

    async updatePassword(jar, password, currentPassword): Promise<PasswordUpdate> {
      const supabase = client(jar);
      const { data: claims } = await supabase.auth.getClaims();
      if (!claims?.claims?.sub) return { ok: false, reason: 'no_session' };
      if (!recentlyAuthenticated(claims.claims)) {
        if (!currentPassword) return { ok: false, reason: 'current_required' };
        // Checked with a client of its own, whose session is ended at once: this browser's stays as it is.
        const email = typeof claims.claims.email === 'string' ? claims.claims.email : '';
        const check = createSupabaseServerClient(config, throwawayJar());
        const { error } = await check.auth.signInWithPassword({ email, password: currentPassword });
        if (error) return { ok: false, reason: error.code === 'invalid_credentials' ? 'current_wrong' : 'error' };
        await check.auth.signOut({ scope: 'local' });
      }
      const { data, error } = await supabase.auth.updateUser({ password });
      if (error || !data.user) {
        if (error?.code === 'same_password') return { ok: false, reason: 'same_password' };
        if (error?.code === 'weak_password') return { ok: false, reason: 'weak_password' };
        if (error?.name === 'AuthSessionMissingError' || error?.code === 'session_not_found')
          return { ok: false, reason: 'no_session' };
        console.error('[auth] Supabase password update error:', error?.code ?? error?.status, error?.message);
        return { ok: false, reason: 'error' };
      }
      const account = await getAccountStatus(data.user.id);
      return account?.isActive ? { ok: true, user: toSessionUser(account) } : { ok: false, reason: 'no_session' };
    },
  };
}
