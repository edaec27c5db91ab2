// Passwords of local accounts: the length rule and hashing the way Supabase Auth (GoTrue) stores them
// (bcrypt, $2a$ prefix), so an exported Supabase user table works here and the other way round.
// Plain erasable TypeScript without server-only: scripts (user:create, the seed) run it with Node 22.
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

export const MIN_PASSWORD_LENGTH = 8;

/** bcrypt with the $2a$ prefix GoTrue writes; bcryptjs verifies $2a$, $2b$ and $2y$ alike. */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(10)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

export function generatePassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
