import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH, verifyEmailLink } from '@/lib/auth';
import { isEmailLinkType } from '@/lib/auth/supabase/account';

// Target of the invitation and reset e-mails (supabase/templates): verifies token_hash + type with
// Supabase Auth, which opens a session in cookies, then sends the user to choose a password. The
// destination is fixed (no `next` parameter), so the link cannot redirect anywhere else.
export async function GET(request: NextRequest) {
  const tokenHash = request.nextUrl.searchParams.get('token_hash');
  const type = request.nextUrl.searchParams.get('type');
  if (tokenHash && tokenHash.length <= 512 && isEmailLinkType(type) && (await verifyEmailLink(type, tokenHash))) {
    redirect(NEW_PASSWORD_PATH);
  }
  redirect(`${FORGOT_PASSWORD_PATH}?lien=invalide`);
}
