import 'server-only';
import { company, type SiteDetails } from '@/lib/copy/company';
import { typeset } from '@/lib/typography/french';

// The site's e-mails, in French with its typography: each is one description (title, paragraphs, a button,
// the footer) rendered as a plain-text part and an HTML part that reads the same: tables and inline styles (mail
// clients ignore most style sheets), explicit colours with dark-mode overrides where a client honours them.
// Account and confirmation e-mails carry no image; a letter shows the studio's logo and each item's image with
// its text alternative (what a client that blocks images shows instead).

export type MailContent = {
  /** The line a mail client shows after the subject. */
  preheader?: string;
  title: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Below the button: e.g. the link written out, the delay before it expires. */
  after?: string[];
  /** Articles or tutorials of a newsletter, each with its link and (absolute) image. */
  items?: { kind: string; title: string; excerpt: string; url: string; image?: { url: string; alt: string } }[];
  /** The studio's logo above the title (an absolute address): letters only. */
  logo?: string;
  /** A letter's web version (« Lire en ligne »), above everything. */
  webUrl?: string;
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
    ...(c.webUrl ? [`${t('Lire cette lettre en ligne :')} ${c.webUrl}`, ''] : []),
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
      (i) => `<tr><td class="rule" style="padding:16px 0;border-top:1px solid #e2e8f0">
${i.image ? `<a href="${escape(i.url)}"><img src="${escape(i.image.url)}" alt="${escape(t(i.image.alt))}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border:0;border-radius:8px;margin:0 0 12px;color:#475569;font-size:14px"></a>` : ''}
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
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escape(t(c.title))}</title>
<style>@media (prefers-color-scheme: dark){.page{background:#0f172a!important}.card{background:#1e293b!important}.card h1,.card a,.brand{color:#f1f5f9!important}.card p{color:#cbd5e1!important}.rule{border-color:#334155!important}}</style></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escape(t(c.preheader))}</div>` : ''}
<table role="presentation" class="page" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="card" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:16px">
${c.webUrl ? `<tr><td align="right" style="padding:12px 28px 0;font-size:13px"><a href="${escape(c.webUrl)}" style="color:#64748b">${escape(t('Lire en ligne'))}</a></td></tr>` : ''}
<tr><td class="brand" style="padding:24px 28px 0;font-size:15px;font-weight:700;color:#1d4ed8">${c.logo ? `<img src="${escape(c.logo)}" alt="" width="40" height="40" style="display:inline-block;vertical-align:middle;border:0;border-radius:8px;margin-right:10px">` : ''}${escape(company.name)}</td></tr>
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
