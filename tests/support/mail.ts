// A real SMTP server for a test file (the embedded one the scripts start: lib/mail/local-server.ts), on an
// ephemeral port, its messages in a temporary folder; SMTP_URL points the app at it. No mocked transport.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { localMessageFiles, startLocalMailServer, type LocalMailServer } from '@/lib/mail/local-server';

let server: LocalMailServer | null = null;

export function withLocalMailServer(beforeAccept?: () => Promise<boolean>): void {
  beforeAll(async () => {
    server = await startLocalMailServer({
      dir: fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')),
      beforeAccept,
      // Tests count every message they caused (1,000-reader issues): no pruning here (tests/local-mailbox.test.ts).
      keep: 100_000,
    });
    process.env.SMTP_URL = server.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await server?.close();
    if (server) fs.rmSync(server.dir, { recursive: true, force: true });
  });
}

/** The messages received so far, oldest first, parsed. */
export async function inbox(): Promise<ParsedMail[]> {
  const dir = server!.dir;
  return Promise.all(localMessageFiles(dir).map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

export const inboxCount = () => localMessageFiles(server!.dir).length;

export function clearInbox(): void {
  for (const f of localMessageFiles(server!.dir)) fs.rmSync(path.join(server!.dir, f));
}

export { linkTo, rawHeader, recipients } from '../../e2e/fixtures/mail-message';
