// XML helpers for the sitemap and the RSS feed (text is escaped, never trusted).

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Removes characters XML 1.0 forbids (control characters other than tab and line breaks). */
export function xmlText(text: string): string {
  return escapeXml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}
