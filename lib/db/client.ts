import 'server-only';
import postgres from 'postgres';
import { env } from '@/lib/env';

// One pool per server process (kept on globalThis so dev reloads do not leak connections).
// prepare: false keeps it compatible with Supabase's transaction-mode pooler.
const globalForDb = globalThis as unknown as { __sql?: postgres.Sql };

function createClient(): postgres.Sql {
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: start the app with npm run dev / build / start, which provide the embedded database.',
    );
  }
  return postgres(env.DATABASE_URL, {
    max: Number(process.env.DB_POOL_MAX ?? 5),
    prepare: false,
    idle_timeout: 20,
    onnotice: () => {},
    transform: { undefined: null },
  });
}

export const sql: postgres.Sql = new Proxy((() => {}) as unknown as postgres.Sql, {
  get(_target, prop) {
    globalForDb.__sql ??= createClient();
    const value = Reflect.get(globalForDb.__sql, prop);
    return typeof value === 'function' ? value.bind(globalForDb.__sql) : value;
  },
  apply(_target, _this, args) {
    globalForDb.__sql ??= createClient();
    return Reflect.apply(globalForDb.__sql as unknown as (...a: unknown[]) => unknown, undefined, args);
  },
});
