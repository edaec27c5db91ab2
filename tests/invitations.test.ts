// Invitations with a state, through a real SMTP server: a created account shows « Invitation envoyée » with its
// expiry until its first sign-in, « Invitation expirée » after it; « Renvoyer » sends a new link (the journal
// says so); « Annuler l'invitation » deletes an account that never signed in, and nothing else.
import { describe, expect, it, vi } from 'vitest';
import { cancelInvitation, createUser, resendInvitation } from '@/lib/actions/users';
import { adminListProfilesPage, recordLogin } from '@/lib/data/users';
import { readUserListQuery } from '@/lib/admin/list-query';
import { MSG } from '@/lib/copy/messages';
import { setUpAdminSession, sql } from './support/admin-session';
import { inbox, withLocalMailServer } from './support/mail';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();
withLocalMailServer();

const profileOf = async (email: string) =>
  (await adminListProfilesPage(readUserListQuery({ q: email }))).items.find((p) => p.email === email)!;
const idOf = async (email: string) =>
  (await sql()<{ id: string }[]>`select id::text from profiles where email = ${email}`)[0]!.id;

describe('invitations', () => {
  it('show their state and expiry until the first sign-in', async () => {
    const email = 'invitee.etat@example.test';
    expect(await createUser({ email, role: 'author' })).toMatchObject({ ok: true, message: MSG.user.invited(email) });
    const pending = await profileOf(email);
    expect(pending.invitation?.expired).toBe(false);
    const days = (Date.parse(pending.invitation!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await sql()`update profiles set invitation_expires_at = now() - interval '1 minute' where email = ${email}`;
    expect((await profileOf(email)).invitation?.expired).toBe(true);

    await recordLogin(await idOf(email));
    expect((await profileOf(email)).invitation).toBeNull();
    // Signed in once: nothing to resend or cancel.
    expect(await cancelInvitation({ id: await idOf(email) })).toEqual({ ok: false, error: MSG.user.notInvited });
    expect(await resendInvitation({ id: await idOf(email) })).toEqual({ ok: false, error: MSG.user.notInvited });
  });

  it('« Renvoyer » sends a new link and extends the invitation; the journal says so', async () => {
    const email = 'invitee.renvoi@example.test';
    await createUser({ email, role: 'editor' });
    await sql()`update profiles set invitation_expires_at = now() - interval '1 day' where email = ${email}`;
    const before = (await inbox()).filter((m) => m.to && JSON.stringify(m.to).includes(email)).length;
    expect(await resendInvitation({ id: await idOf(email) })).toMatchObject({ ok: true });
    const after = (await inbox()).filter((m) => m.to && JSON.stringify(m.to).includes(email));
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.subject).toBe('Invitation à l’administration du site');
    expect((await profileOf(email)).invitation?.expired).toBe(false);
    const [row] = await sql()<{ summary: string }[]>`
      select summary from audit_log where entity = 'user' and summary like 'Invitation renvoyée%' order by id desc limit 1`;
    expect(row!.summary).toBe(`Invitation renvoyée à ${email}`);
  });

  it('« Annuler l’invitation » deletes the account that never signed in', async () => {
    const email = 'invitee.annulee@example.test';
    await createUser({ email, role: 'user' });
    expect(await cancelInvitation({ id: await idOf(email) })).toEqual({
      ok: true,
      message: MSG.user.invitationCancelled(email),
    });
    const [gone] = await sql()`select 1 from auth.users where email = ${email}`;
    expect(gone).toBeUndefined();
  });
});
