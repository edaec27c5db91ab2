import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from '@/lib/db/client';

// The database side of the proof of work (lib/security/proof-of-work.ts): its signing key, and the
// solved challenges already used.

const keys = new Map<string, Promise<string>>();

/** A random key generated once per database and kept in it (private.server_keys), read once per process. */
export function serverKey(name: string): Promise<string> {
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      await sql`insert into private.server_keys (name, value) values (${name}, ${randomBytes(32).toString('base64url')})
        on conflict (name) do nothing`;
      const [row] = await sql<{ value: string }[]>`select value from private.server_keys where name = ${name}`;
      return row!.value;
    })();
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/**
 * Marks a solved challenge as used: true the first time, false when it already was (a replay). Expired
 * ones are deleted on the way, so the table holds at most the challenges solved in the last minutes.
 */
export async function spendProof(signature: string, expiresAt: Date): Promise<boolean> {
  await sql`delete from private.proofs_spent where expires_at < now()`;
  const rows =
    await sql`insert into private.proofs_spent (signature, expires_at) values (${signature.slice(0, 200)}, ${expiresAt})
    on conflict (signature) do nothing returning 1`;
  return rows.length === 1;
}
