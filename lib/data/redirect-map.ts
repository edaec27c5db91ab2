import 'server-only';
import { sql } from '@/lib/db/client';

// The redirects table read without Next's cache, for proxy.ts (which runs outside it and keeps its own
// copy: lib/redirects/lookup.ts). Apart from ./redirects.ts so the proxy's bundle has no 'use cache'.

export async function readRedirectMap(): Promise<Map<string, string>> {
  const rows = await sql<{ source: string; target: string }[]>`select source, target from redirects`;
  return new Map(rows.map((r) => [r.source, r.target]));
}
