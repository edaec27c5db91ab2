// « Is anyone signed in on this browser? »: a cookie holding no session, which the header's session
// island reads before it asks /api/session. Without it the island shows « Connexion » at once, so a
// visitor's page load makes no request to a function. The server sets it with every session it opens
// or confirms (sign-in, an e-mail link, /api/session answering a user) and clears it on sign-out and
// when /api/session finds no session. It is only a hint: /api/session answers who is signed in, and
// the back office checks the session itself. No imports: the browser bundle includes this module.

export const SESSION_HINT_COOKIE = 'sg_signed_in';

/** True when a Cookie header (or document.cookie) carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}
