// The development mailbox (lib/mail/local-server.ts) stays bounded: the newest messages, none older than a week.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { expect, test } from 'vitest';
import {
  LOCAL_MAILBOX_KEEP,
  localMessageFiles,
  pruneLocalMailbox,
  startLocalMailServer,
} from '@/lib/mail/local-server';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-'));

test('keeps the last 500 messages and none older than seven days', () => {
  const dir = tempDir();
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  for (let i = 0; i < 5; i++) fs.writeFileSync(path.join(dir, `${now - 8 * day + i}-old${i}.eml`), 'x');
  for (let i = 0; i < LOCAL_MAILBOX_KEEP.messages + 20; i++)
    fs.writeFileSync(path.join(dir, `${now - 1000 + i}-new${String(i).padStart(4, '0')}.eml`), 'x');
  pruneLocalMailbox(dir);
  const left = localMessageFiles(dir);
  expect(left).toHaveLength(LOCAL_MAILBOX_KEEP.messages);
  expect(left.some((f) => f.includes('old'))).toBe(false);
  // The newest are the ones kept.
  expect(left.at(-1)).toContain(`new${String(LOCAL_MAILBOX_KEEP.messages + 19).padStart(4, '0')}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the server prunes as messages arrive', async () => {
  const server = await startLocalMailServer({ dir: tempDir(), keep: 3 });
  const transport = nodemailer.createTransport({ url: server.url });
  try {
    for (let i = 0; i < 5; i++)
      await transport.sendMail({ from: 'a@exemple.fr', to: 'b@exemple.fr', subject: `n${i}`, text: 'x' });
    expect(localMessageFiles(server.dir)).toHaveLength(3);
  } finally {
    transport.close();
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
});
