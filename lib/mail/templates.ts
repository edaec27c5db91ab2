import 'server-only';
import { company, type SiteDetails } from '@/lib/copy/company';
import { typeset } from '@/lib/typography/french';

// The site's e-mails, in French with its typography: each is one description (title, paragraphs, a button,
// the footer) rendered as a plain-text part and an HTML part that reads the same, with inline styles only
// (mail clients ignore style sheets) and no image (nothing to fetch, nothing blocked).

export type MailContent = {
  /** The line a mail client shows after the subject. */
  preheader?: string;
  title: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Below the button: e.g. the link written out, the delay before it expires. */
  after?: string[];
  /** Articles or tutorials of a newsletter, each with its link. */
  items?: { kind: string; title: string; excerpt: string; url: string }[];
  footer: string[];
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const t = (s: string) => typeset(s);

/** The footer every message ends with: who sends it and where the studio is. */
export function studioFooter(site: SiteDetails, why: string): string[] {
  return [why, [company.name, site.address.line].filter(Boolean).join(' — ')];
}

export function renderMail(c: MailContent): { text: string; html: string } {
  const text = [
    t(c.title),
    '',
    ...c.paragraphs.flatMap((p) => [t(p), '']),
    ...(c.items ?? []).flatMap((i) => [`${t(i.kind)} — ${t(i.title)}`, t(i.excerpt), i.url, '']),
    ...(c.button ? [`${t(c.button.label)} : ${c.button.url}`, ''] : []),
    ...(c.after ?? []).flatMap((p) => [t(p), '']),
    '—',
    ...c.footer.map(t),
  ].join('\n');

  const p = (s: string, style = 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#334155') =>
    `<p style="${style}">${escape(t(s))}</p>`;
  const items = (c.items ?? [])
    .map(
      (i) => `<tr><td style="padding:16px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-size:12px;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#1d4ed8">${escape(t(i.kind))}</p>
<p style="margin:0 0 6px;font-size:18px;font-weight:700;line-height:1.35"><a href="${escape(i.url)}" style="color:#0f172a;text-decoration:none">${escape(t(i.title))}</a></p>
<p style="margin:0 0 8px;font-size:15px;line-height:1.55;color:#475569">${escape(t(i.excerpt))}</p>
<a href="${escape(i.url)}" style="font-size:15px;font-weight:600;color:#1d4ed8">${escape(t(i.kind === 'Tutoriel' ? 'Voir le tutoriel' : 'Lire l’article'))}</a>
</td></tr>`,
    )
    .join('');
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${escape(c.button.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:10px">${escape(t(c.button.label))}</a></p>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(t(c.title))}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escape(t(c.preheader))}</div>` : ''}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:16px">
<tr><td style="padding:24px 28px 0;font-size:15px;font-weight:700;color:#1d4ed8">${escape(company.name)}</td></tr>
<tr><td style="padding:16px 28px 8px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#0f172a">${escape(t(c.title))}</h1>
${c.paragraphs.map((s) => p(s)).join('\n')}
${items ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${items}</table>` : ''}
${button}
${(c.after ?? []).map((s) => p(s, 'margin:0 0 12px;font-size:14px;line-height:1.55;color:#64748b;word-break:break-all')).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e2e8f0">
${c.footer.map((s) => p(s, 'margin:0 0 6px;font-size:13px;line-height:1.5;color:#64748b')).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
