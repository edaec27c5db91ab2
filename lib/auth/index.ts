import 'server-only';
// STUB — owned by the auth work (issue 3). The interface below is the contract other code uses.
import { redirect } from 'next/navigation';
import type { SessionUser } from './types';

export type { SessionUser };

/** The signed-in user trusted on the server, or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return null;
}

/** Returns the signed-in active admin, or null (for route handlers answering 401/403). */
export async function getAdmin(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.isAdmin ? user : null;
}

/** Authoritative admin check for layouts and server actions: redirects to /login otherwise. */
export async function requireAdmin(): Promise<SessionUser> {
  const admin = await getAdmin();
  if (!admin) redirect('/login');
  return admin;
}
