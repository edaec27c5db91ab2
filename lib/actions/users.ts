'use server';
import { refresh } from 'next/cache';
import { adminAction } from '@/lib/actions/admin-action';
import {
  createUser as createAccount,
  deleteUser as removeUser,
  setActive,
  setRole,
  supabaseAdminReady,
} from '@/lib/data/users';
import { MSG } from '@/lib/copy/messages';
import { LINK_HOURS, sendLocalInvitation } from '@/lib/auth/local-links';
import { markInvited, pendingInvitation } from '@/lib/data/invitations';
import { mailConfigured } from '@/lib/mail/send';
import { mayMailForStaff } from '@/lib/security/door-gate';
import { createUserSchema, byIdSchema, setActiveSchema, setRoleSchema } from '@/lib/validation/schemas';

// Profiles are in no cached public read: no tag to invalidate; refresh() re-renders the admin list.

/** The refusals every change of someone's account may meet, with the change's own failure and self-protection. */
const guarded = (failure: string, self: string) => ({
  failure,
  not_found: MSG.user.notFound,
  self_protection: self,
  last_admin: MSG.user.lastAdmin,
});

export const setUserRole = adminAction(
  setRoleSchema,
  guarded(MSG.user.roleError, MSG.user.selfRole),
  async ({ id, role }, actor, audit) => {
    await setRole(actor.id, id, role, audit);
    refresh();
    return { ok: true, message: MSG.user.roleUpdated };
  },
);

export const setUserActive = adminAction(
  setActiveSchema,
  guarded(MSG.user.statusError, MSG.user.selfStatus),
  async ({ id, isActive }, actor, audit) => {
    await setActive(actor.id, id, isActive, audit);
    refresh();
    return { ok: true, message: MSG.user.statusUpdated };
  },
);

export const deleteUser = adminAction(
  byIdSchema,
  guarded(MSG.user.deleteError, MSG.user.selfDelete),
  async ({ id }, actor, audit) => {
    await removeUser(actor.id, id, audit);
    refresh();
    return { ok: true, message: MSG.user.deleted };
  },
);

export const createUser = adminAction(
  createUserSchema,
  { failure: MSG.user.createError, duplicate_email: MSG.user.duplicateEmail },
  async ({ email, role }, actor, audit) => {
    const account = await createAccount({ email, role }, audit);
    refresh();
    // A local account gets its invitation by e-mail when the site sends e-mail (within the admin's budget); the
    // generated password is shown only when it cannot be sent.
    if (!account.invited && mailConfigured() && (await mayMailForStaff(actor.id))) {
      try {
        await sendLocalInvitation(account.profile.email, account.profile.id);
        await markInvited(account.profile.id, LINK_HOURS.invite);
        return {
          ok: true,
          message: MSG.user.invited(account.profile.email),
          data: { email: account.profile.email, password: null },
        };
      } catch (e) {
        console.error('[users] invitation e-mail failed:', e instanceof Error ? e.message : e);
      }
    }
    return {
      ok: true,
      message: account.invited ? MSG.user.invited(account.profile.email) : MSG.user.created,
      data: { email: account.profile.email, password: account.password },
    };
  },
);

/** « Renvoyer »: a new invitation link for an account that never signed in (the old link stops working). */
export const resendInvitation = adminAction(
  byIdSchema,
  { failure: MSG.user.inviteError, not_found: MSG.user.notFound, conflict: MSG.user.notInvited },
  async ({ id }, actor, audit) => {
    const { email, role } = await pendingInvitation(id);
    if (supabaseAdminReady()) {
      // Supabase Auth invites an address once: the pending account is replaced by a new invitation.
      await removeUser(actor.id, id, audit);
      await createAccount({ email, role }, audit);
    } else {
      if (!(await mayMailForStaff(actor.id))) return { ok: false, error: MSG.staffMailBudget };
      await sendLocalInvitation(email, id);
      await markInvited(id, LINK_HOURS.invite, audit, true);
    }
    refresh();
    return { ok: true, message: MSG.user.invited(email) };
  },
);

/** « Annuler l'invitation »: the account that never signed in is deleted (its link stops working). */
export const cancelInvitation = adminAction(
  byIdSchema,
  { failure: MSG.user.inviteError, not_found: MSG.user.notFound, conflict: MSG.user.notInvited },
  async ({ id }, actor, audit) => {
    const { email } = await pendingInvitation(id);
    await removeUser(actor.id, id, audit);
    refresh();
    return { ok: true, message: MSG.user.invitationCancelled(email) };
  },
);
