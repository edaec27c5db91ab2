import 'server-only';
import { findLocalAccount, storeAccountToken, takeAccountToken } from '@/lib/data/auth';
import { getSiteDetails } from '@/lib/data/settings';
import { recordLogin } from '@/lib/data/users';
import { mailLink, sendMail } from '@/lib/mail/send';
import { mayMailStranger } from '@/lib/security/door-gate';
import { renderMail, studioFooter } from '@/lib/mail/templates';
import { hashToken, newToken } from '@/lib/newsletter/tokens';
import { startLocalSession } from './local';
import type { AuthProvider, SessionUser } from './types';

// Local accounts by e-mail (self-hosting without Supabase, which sends its own): « Mot de passe oublié » and
// an administrator's invitation send a single-use, expiring link to /auth/confirm, which opens a session and
// leads to the new-password form. Only the link's hash is kept (private.account_tokens).

const CONFIRM = '/auth/confirm';
export const LINK_HOURS = { reset: 1, invite: 7 * 24 } as const;

async function sendLink(email: string, userId: string, purpose: 'reset' | 'invite'): Promise<void> {
  const { token, hash } = newToken();
  await storeAccountToken(userId, purpose, hash, new Date(Date.now() + LINK_HOURS[purpose] * 3600 * 1000));
  const link = mailLink(CONFIRM, { jeton: token });
  const site = await getSiteDetails();
  const reset = purpose === 'reset';
  const { text, html } = renderMail({
    title: reset ? 'Choisissez un nouveau mot de passe' : 'Votre accès à l’administration du site',
    paragraphs: reset
      ? ['Une réinitialisation du mot de passe de votre compte a été demandée. Pour choisir un nouveau mot de passe :']
      : [
          'Un administrateur vous a créé un compte sur le site du studio. Pour l’activer, choisissez votre mot de passe :',
        ],
    button: { label: 'Choisir mon mot de passe', url: link },
    after: [
      reset
        ? `Ce lien est valable une heure et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.`
        : `Ce lien est valable sept jours et ne sert qu’une fois.`,
      link,
    ],
    footer: studioFooter(site, `Ce message a été envoyé à ${email} par le site du studio.`),
  });
  await sendMail({
    to: email,
    subject: reset ? 'Réinitialisation de votre mot de passe' : 'Invitation à l’administration du site',
    text,
    html,
    replyTo: site.email,
  });
}

/** Sends a reset link if the address has an active local account (within the strangers' e-mail ceilings); says nothing otherwise. */
export async function sendLocalReset(email: string): Promise<void> {
  const account = await findLocalAccount(email);
  if (account?.isActive && (await mayMailStranger(account.email, 'reset')))
    await sendLink(account.email, account.id, 'reset');
}

/** Sends a new local account its invitation link. */
export const sendLocalInvitation = (email: string, userId: string) => sendLink(email, userId, 'invite');

/** Follows a link: opens a session for its account (once), or null when it is unknown, used or expired. */
export async function openLocalLink(
  jar: Parameters<AuthProvider['signIn']>[0],
  token: string,
  secret?: string,
): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const account = await takeAccountToken(hashToken(token));
  if (!account?.isActive) return null;
  const user = await startLocalSession(jar, account, secret);
  // A sign-in like any other: last sign-in and the journal (« Connexion réussie »).
  await recordLogin(user.id, { actorId: user.id, actorEmail: user.email, ip: null }).catch((e) =>
    console.error('[auth] last_login not recorded:', e),
  );
  return user;
}
