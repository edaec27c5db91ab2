import 'server-only';
import {
  createSession,
  findLocalAccount,
  getSessionAccount,
  revokeSession,
  sessionStartedAt,
  updateLocalPassword,
  type AccountStatus,
} from '@/lib/data/auth';
import { verifyPassword } from '@/lib/auth/password';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionCookieOptions,
  signSessionToken,
  verifySessionToken,
} from './session-token';
import { REAUTH_WINDOW_SECONDS, sessionUser, type AuthProvider, type SessionUser } from './types';

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = '$2a$10$APDbt3aj9KZunB3Tn29oi.VW3Y2sYPJ086WoKZiuwYj9BgeL.raEi';

export function toSessionUser(a: AccountStatus): SessionUser {
  return sessionUser(a.id, a.email, a.role, a.isActive);
}

/** Opens a session for an active local account: a private.sessions row named by a signed cookie. */
export async function startLocalSession(
  jar: Parameters<AuthProvider['signIn']>[0],
  account: AccountStatus,
  secret?: string,
): Promise<SessionUser> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const sessionId = await createSession(account.id, expiresAt);
  const user = toSessionUser(account);
  const token = await signSessionToken(
    { sessionId, userId: account.id, role: user.isStaff ? user.role : 'user', expiresAt },
    secret,
  );
  jar.set(SESSION_COOKIE, token, sessionCookieOptions());
  return user;
}

/** Accounts of the auth.users shim; the session is a signed cookie naming a private.sessions row. */
export function localProvider(opts: { secret?: string } = {}): AuthProvider {
  return {
    name: 'local',

    async signIn(jar, email, password) {
      const account = await findLocalAccount(email);
      const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !account.passwordHash || !valid) return { ok: false, reason: 'invalid_credentials' };
      if (!account.isActive) return { ok: false, reason: 'inactive' };
      const user = await startLocalSession(jar, account, opts.secret);
      return { ok: true, user };
    },

    async getUser(jar) {
      const token = await verifySessionToken(jar.get(SESSION_COOKIE), opts.secret);
      if (!token) return null;
      const account = await getSessionAccount(token.sessionId, token.userId);
      // A deactivated account is signed out everywhere at once, even if its session row survived.
      return account?.isActive ? toSessionUser(account) : null;
    },

    async sessionKey(jar) {
      return (await verifySessionToken(jar.get(SESSION_COOKIE), opts.secret))?.sessionId ?? null;
    },

    async signOut(jar) {
      const token = await verifySessionToken(jar.get(SESSION_COOKIE), opts.secret);
      if (token) await revokeSession(token.sessionId);
      jar.set(SESSION_COOKIE, '', sessionCookieOptions(0));
    },

    async updatePassword(jar, password, currentPassword) {
      const token = await verifySessionToken(jar.get(SESSION_COOKIE), opts.secret);
      const account = token ? await getSessionAccount(token.sessionId, token.userId) : null;
      if (!token || !account?.isActive) return { ok: false, reason: 'no_session' };
      const started = await sessionStartedAt(token.sessionId);
      const recent = started !== null && Date.now() - started.getTime() < REAUTH_WINDOW_SECONDS * 1000;
      if (!recent) {
        if (!currentPassword) return { ok: false, reason: 'current_required' };
        const stored = (await findLocalAccount(account.email))?.passwordHash;
        if (!stored || !(await verifyPassword(currentPassword, stored))) return { ok: false, reason: 'current_wrong' };
      }
      const result = await updateLocalPassword(account.id, password, token.sessionId);
      if (result === 'same') return { ok: false, reason: 'same_password' };
      return result === 'ok' ? { ok: true, user: toSessionUser(account) } : { ok: false, reason: 'no_session' };
    },
  };
}
