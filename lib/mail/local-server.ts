// The embedded mail server: a real SMTP server (smtp-server, Nodemailer's own) on 127.0.0.1 that keeps every
// message it accepts as an .eml file in one folder. `npm run dev`, `npm start` on the embedded database and the
// tests start it when no SMTP_URL is given, so a fresh clone sends and reads every e-mail with no account
// anywhere; the back office's « Courriels envoyés (local) » reads the folder. Run by Node without the app's
// aliases (scripts/run.mjs): relative imports only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type LocalMailServer = { port: number; url: string; dir: string; close: () => Promise<void> };

/** What the folder keeps: the newest messages, none older than a week (a development mailbox, not an archive). */
export const LOCAL_MAILBOX_KEEP = { messages: 500, days: 7 } as const;

/** Deletes the messages past LOCAL_MAILBOX_KEEP (oldest first; names start with their time in ms). */
export function pruneLocalMailbox(dir: string, keep: number = LOCAL_MAILBOX_KEEP.messages, now = Date.now()): void {
  const files = localMessageFiles(dir);
  const oldest = now - LOCAL_MAILBOX_KEEP.days * 24 * 3600 * 1000;
  const excess = Math.max(files.length - keep, 0);
  files.forEach((f, i) => {
    if (i < excess || Number(f.split('-')[0]) < oldest) fs.rmSync(path.join(dir, f), { force: true });
  });
}

/** Largest message accepted (a newsletter with its HTML is a few dozen KB). */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * `beforeAccept` (tests only) runs once a message's data has arrived and before the server answers: resolving
 * false refuses it with a temporary error, as a server does when the client's connection drops at that moment.
 */
export async function startLocalMailServer({
  dir,
  port = 0,
  beforeAccept,
  keep,
}: {
  dir: string;
  port?: number;
  beforeAccept?: () => Promise<boolean>;
  /** Messages kept (LOCAL_MAILBOX_KEEP by default; the e2e run, which sends a 1,000-reader letter, keeps more). */
  keep?: number;
}): Promise<LocalMailServer> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_BYTES,
    banner: 'Serveur de courriel local du studio',
    logger: false,
    // 127.0.0.1 only: no reverse DNS lookup of the client (it would wait on a resolver for every message).
    disableReverseLookup: true,
    // Closing does not wait for a sender's idle pooled connection.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        if (beforeAccept && !(await beforeAccept())) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        // The envelope's recipients first (Bcc included), then the message as received.
        const envelope = `X-Local-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`;
        const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.eml`;
        // Written under a temporary name, then renamed: a reader never sees half a message.
        const file = path.join(dir, name);
        fs.writeFileSync(`${file}.part`, Buffer.concat([Buffer.from(envelope), ...chunks]));
        fs.renameSync(`${file}.part`, file);
        pruneLocalMailbox(dir, keep);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The .eml files of a local mailbox, oldest first. */
export function localMessageFiles(dir: string): string[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
}
