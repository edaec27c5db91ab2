import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { localMessageFiles } from './local-server';

// « Courriels envoyés (local) »: the messages the embedded mail server has accepted (LOCAL_MAILBOX_DIR, set by
// scripts/run.mjs when it starts that server), newest first, parsed as a mail client would.

export type LocalMessage = {
  id: string;
  date: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: [string, string][];
};

/** The local mailbox's folder, or null when mail goes to a real provider (SMTP_URL set by the maintainer). */
export const localMailbox = (): string | null => process.env.LOCAL_MAILBOX_DIR || null;

const SHOWN_HEADERS = [
  'from',
  'reply-to',
  'to',
  'subject',
  'date',
  'message-id',
  'list-unsubscribe',
  'list-unsubscribe-post',
];

export async function listLocalMessages(limit = 50): Promise<LocalMessage[]> {
  const dir = localMailbox();
  if (!dir) return [];
  const files = localMessageFiles(dir).reverse().slice(0, limit);
  return Promise.all(
    files.map(async (file) => {
      // The folder is named at run time (LOCAL_MAILBOX_DIR): nothing for the build to trace.
      const parsed = await simpleParser(
        fs.readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, file)),
      );
      const header = (name: string) => {
        // List-* headers are folded by the parser into one object: read them as sent.
        const line = parsed.headerLines.find((h) => h.key === name)?.line;
        if (name.startsWith('list-') && line) return line.slice(line.indexOf(':') + 1).trim();
        const v = parsed.headers.get(name);
        if (!v) return '';
        if (typeof v === 'string') return v;
        if (v instanceof Date) return v.toISOString();
        if (typeof v === 'object' && 'text' in v) return String((v as { text: string }).text);
        return String(v);
      };
      return {
        id: file.replace(/\.eml$/, ''),
        date: parsed.date?.toISOString() ?? null,
        from: parsed.from?.text ?? '',
        to: [parsed.to]
          .flat()
          .map((a) => a?.text ?? '')
          .join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
        headers: SHOWN_HEADERS.map((h) => [h, header(h)] as [string, string]).filter(([, v]) => v),
      };
    }),
  );
}
