import { isStaffRole, type Role } from './roles';

/**
 * The signed-in user: `isStaff` for an active account whose role opens the back office (Administrateur,
 * Éditeur, Auteur), `isAdmin` for an active Administrateur.
 */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  isActive: boolean;
  isStaff: boolean;
  isAdmin: boolean;
};

export const sessionUser = (id: string, email: string, role: Role, isActive: boolean): SessionUser => ({
  id,
  email,
  role,
  isActive,
  isStaff: isActive && isStaffRole(role),
  isAdmin: isActive && role === 'admin',
});

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
};

/**
 * The few cookie operations the providers need. In Next it wraps `cookies()` (lib/auth/next-cookies);
 * tests pass an in-memory jar, so the providers run outside Next.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  getAll(): { name: string; value: string }[];
  /** A maxAge of 0 deletes the cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
}

export type ProviderSignIn =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid_credentials' | 'inactive' | 'unconfirmed' | 'throttled' | 'error' };

/** One implementation per backend: `local` (auth.users shim + signed cookie) or `supabase`. */
export interface AuthProvider {
  readonly name: 'local' | 'supabase';
  /** Checks the credentials and, for an active account only, opens a session in the jar. */
  signIn(jar: CookieJar, email: string, password: string): Promise<ProviderSignIn>;
  /** The user of the jar's session, trusted on the server; null when absent, revoked or inactive. */
  getUser(jar: CookieJar): Promise<SessionUser | null>;
  /** Ends the session server-side and clears its cookies. */
  signOut(jar: CookieJar): Promise<void>;
  /** An identifier of the jar's session (not of the user): a new sign-in gives a new one. Null without one. */
  sessionKey(jar: CookieJar): Promise<string | null>;
  /**
   * Sets the password of the jar's signed-in user. A session opened within REAUTH_WINDOW_SECONDS (a sign-in,
   * an invitation or reset link) may do it directly; an older one must give the current password.
   */
  updatePassword(jar: CookieJar, password: string, currentPassword?: string): Promise<PasswordUpdate>;
}

/** Ten minutes: a stolen session older than that cannot take the account over by changing its password. */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

export type PasswordUpdate =
  | { ok: true; user: SessionUser }
  | {
      ok: false;
      reason: 'no_session' | 'same_password' | 'weak_password' | 'current_required' | 'current_wrong' | 'error';
    };

/** An ALTCHA challenge the browser must solve before its attempt counts (lib/security/proof-of-work.ts). */
export type ProofChallenge = import('altcha-lib').Challenge;

export type SignInResult =
  | { ok: true; user: SessionUser; redirectTo: string }
  /** retryAfter: seconds the caller must wait, when the attempt was refused by the limits. */
  | { ok: false; error: string; retryAfter?: number; proof?: ProofChallenge };
