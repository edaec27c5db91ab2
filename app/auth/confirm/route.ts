import { NextResponse, type NextRequest } from 'next/server';
import { FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH, openLocalEmailLink, verifyEmailLink } from '@/lib/auth';
import { sameOrigin } from '@/lib/auth/same-origin';
import { isEmailLinkType } from '@/lib/auth/supabase/account';

// Target of the invitation and reset e-mails. Following the link (a GET) spends nothing: mail scanners fetch
// links, and one that spent the token would burn it and keep the session. The GET leads to /login/lien, whose
// « Continuer » button POSTs the same fields back here (a plain form: no JavaScript needed); only that POST
// verifies token_hash + type with Supabase Auth, or a local account's single-use `jeton`
// (lib/auth/local-links.ts), opens the session and leads to the new-password form. The destinations are fixed
// (no `next` parameter), so the link cannot redirect anywhere else.
const LINK_PAGE = '/login/lien';
const FIELDS = ['jeton', 'token_hash', 'type'] as const;
const INVALID = `${FORGOT_PASSWORD_PATH}?lien=invalide`;

export function GET(request: NextRequest) {
  const to = new URL(LINK_PAGE, request.url);
  for (const name of FIELDS) {
    const value = request.nextUrl.searchParams.get(name);
    if (value && value.length <= 512) to.searchParams.set(name, value);
  }
  return NextResponse.redirect(to, 303);
}

const field = (form: FormData | null, name: string) => {
  const v = form?.get(name);
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : null;
};

export async function POST(request: NextRequest) {
  const go = (path: string) => NextResponse.redirect(new URL(path, request.url), 303);
  if (!sameOrigin(request)) return go(INVALID);
  const form = await request.formData().catch(() => null);
  const local = field(form, 'jeton');
  if (local) return go((await openLocalEmailLink(local)) ? NEW_PASSWORD_PATH : INVALID);
  const tokenHash = field(form, 'token_hash');
  const type = field(form, 'type');
  if (tokenHash && isEmailLinkType(type) && (await verifyEmailLink(type, tokenHash))) return go(NEW_PASSWORD_PATH);
  return go(INVALID);
}
