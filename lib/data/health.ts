import 'server-only';
import { sql } from '@/lib/db/client';

export async function pingDatabase(): Promise<boolean> {
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  }
}
