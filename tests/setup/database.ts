// Gives each test file its own database, cloned from the migrated template.
import crypto from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import { afterAll } from 'vitest';
import postgres from 'postgres';
import { embeddedUrl } from '../../db/embedded';

const prefix = process.env.VITEST_DB_PREFIX!;
const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
// Cloning needs the template to have no other session; retry briefly if two files clone at once.
for (let i = 0; ; i++) {
  try {
    await admin.unsafe(`create database "${name}" template "${prefix}_template"`);
    break;
  } catch (e) {
    if (i > 50) throw e;
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
}
await admin.end();

process.env.DATABASE_URL = embeddedUrl(name);
process.env.STORAGE_DIR = path.join(os.tmpdir(), `storage-${name}`);
process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString('base64url');

afterAll(async () => {
  const g = globalThis as unknown as { __sql?: postgres.Sql };
  await g.__sql?.end({ timeout: 1 });
  const drop = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
  await drop.unsafe(`drop database if exists "${name}" with (force)`);
  await drop.end();
});
