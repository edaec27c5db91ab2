// The back office's unsaved copies in this browser's localStorage (components/admin/hooks/use-autosave.ts) belong
// to one account: their keys are `autosave:<owner>:<item>`, owner a digest of the account's id (the admin
// layout's). They go at sign-out, when the session is found ended (the sign-in page, where an ended session
// leads), and when another account opens the back office: a shared computer keeps nobody's drafts.
export const AUTOSAVE_PREFIX = 'autosave:';

/** Removes every unsaved copy, or every one not of `owner`. */
export function forgetAutosaves(owner?: string): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string =>
        !!k && k.startsWith(AUTOSAVE_PREFIX) && (!owner || !k.startsWith(`${AUTOSAVE_PREFIX}${owner}:`)),
    );
    for (const k of keys) storage.removeItem(k);
  } catch {
    // Storage unavailable: there is nothing kept either.
  }
}

/** On the sign-in page: when the server says no session is left on this browser, the copies go. */
export async function forgetAutosavesIfSignedOut(): Promise<void> {
  try {
    const r = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
    if (r.ok && ((await r.json()) as { user: unknown }).user === null) forgetAutosaves();
  } catch {
    // Offline: nothing is decided, nothing removed.
  }
}
