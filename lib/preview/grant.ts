// The preview grant: a cookie derived from the admin's session, set with Next's draft-mode cookie. That
// cookie is one value for the whole build and cannot be revoked; the grant ties a preview to the session
// that opened it, so it ends with that session (sign-out, expiry, a new sign-in) and, as every preview
// request also checks the admin, with a demotion or a deactivation.
import 'server-only';
import { createHash } from 'node:crypto';

export const PREVIEW_GRANT_COOKIE = 'sg_preview';

/** The grant of a session: a digest of its key (the session cookie holds the key; the grant alone gives nothing). */
export const previewGrant = (sessionKey: string): string =>
  createHash('sha256').update(`preview:${sessionKey}`).digest('base64url');

export const isPreviewGrantFor = (value: string | undefined, sessionKey: string | null): boolean =>
  Boolean(value && sessionKey && value === previewGrant(sessionKey));
