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
    server = await startLocalMailServer({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')), beforeAccept });
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
export const mailServerUrl = () => server!.url;

export function clearInbox(): void {
  for (const f of localMessageFiles(server!.dir)) fs.rmSync(path.join(server!.dir, f));
}

/** The first link of a message's text part that goes to `pathname`. */
export function linkTo(mail: ParsedMail, pathname: string): URL {
  const found = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathname);
  if (!found) throw new Error(`no link to ${pathname} in « ${mail.subject} »`);
  return found;
}

/** The recipients' addresses, lower-cased (a mail server may lower-case the domain). */
export const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);

/** A header as it was sent (mailparser folds List-* headers into one object). */
export function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
