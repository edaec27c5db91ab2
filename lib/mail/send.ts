import 'server-only';
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { company } from '@/lib/copy/company';
import { env, siteUrl } from '@/lib/env';

// The one way the site sends e-mail: Nodemailer over SMTP_URL (any provider: Brevo, Postmark, SES, Resend's
// SMTP…; the embedded local server in development and tests). Every message has the studio's name in its From,
// a Reply-To that reaches the studio, a Date, a Message-ID on the site's domain, and a text and an HTML part.

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the studio's e-mail of « Réglages » (the From is a sending address). */
  replyTo?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable id (newsletter deliveries), so a resend after a crash carries the same Message-ID. */
  id?: string;
};

export class MailNotConfigured extends Error {
  constructor() {
    super('SMTP_URL is not set: e-mail is not sent');
  }
}

let transport: { url: string; transporter: Transporter } | null = null;

/** Whether this deployment sends e-mail at all. */
export const mailConfigured = () => Boolean(process.env.SMTP_URL);

function transporter(): Transporter {
  const url = process.env.SMTP_URL;
  if (!url) throw new MailNotConfigured();
  // One pooled connection, reused from message to message (a newsletter sends hundreds in a row).
  if (transport?.url !== url)
    transport = { url, transporter: nodemailer.createTransport({ url, pool: true, maxConnections: 1 }) };
  return transport.transporter;
}

const siteHost = () => new URL(env.SITE_URL).hostname || 'localhost';

/** The sending address: MAIL_FROM, or no-reply@ the site's domain, under the studio's name. */
export function mailFrom(): { name: string; address: string } {
  const configured = process.env.MAIL_FROM?.trim();
  const match = configured?.match(/^(?:"?([^"<]*)"?\s*)?<?([^<>\s]+@[^<>\s]+)>?$/);
  return {
    name: match?.[1]?.trim() || company.name,
    address: match?.[2] ?? `no-reply@${siteHost()}`,
  };
}

/** Sends one message; resolves with its Message-ID once the SMTP server has accepted it. */
export async function sendMail(message: MailMessage): Promise<string> {
  const messageId = `<${message.id ?? crypto.randomUUID()}@${siteHost()}>`;
  await transporter().sendMail({
    from: mailFrom(),
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId,
    date: new Date(),
    headers: { 'Content-Language': 'fr', ...message.headers },
  });
  return messageId;
}

/** An absolute link into the site for an e-mail. */
export const mailLink = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(siteUrl(path));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};
