import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH, openLocalEmailLink, verifyEmailLink } from '@/lib/auth';
import { isEmailLinkType } from '@/lib/auth/supabase/account';

// Target of the invitation and reset e-mails: verifies token_hash + type with Supabase Auth
// (supabase/templates), or a local account's single-use `jeton` (lib/auth/local-links.ts); either opens a
// session in cookies, then sends the user to choose a password. The destination is fixed (no `next`
// parameter), so the link cannot redirect anywhere else.
export async function GET(request: NextRequest) {
  const local = request.nextUrl.searchParams.get('jeton');
  if (local) redirect((await openLocalEmailLink(local)) ? NEW_PASSWORD_PATH : `${FORGOT_PASSWORD_PATH}?lien=invalide`);
  const tokenHash = request.nextUrl.searchParams.get('token_hash');
  const type = request.nextUrl.searchParams.get('type');
  if (tokenHash && tokenHash.length <= 512 && isEmailLinkType(type) && (await verifyEmailLink(type, tokenHash))) {
    redirect(NEW_PASSWORD_PATH);
  }
  redirect(`${FORGOT_PASSWORD_PATH}?lien=invalide`);
}
