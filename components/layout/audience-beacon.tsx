'use client';
// The audience beacon (lib/audience/beacon.ts, docs/PRIVACY.md): after the page has painted and hydrated, and at
// each client-side navigation, one small POST says which page was seen (its path, the referrer on arrival, the
// campaign's utm_* and the browser's language); a click on a quote, e-mail, phone or WhatsApp link says which
// channel, from which page. No cookie, no storage is written. Nothing is sent when the browser asks not to be
// tracked (Global Privacy Control, Do Not Track), after the opt-out of the privacy page, or when signed in.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Set by the privacy page's opt-out, on the visitor's own request: read here, never written. */
export const OPT_OUT_KEY = 'mesure-audience';

function allowed(): boolean {
  try {
    const n = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (n.globalPrivacyControl || n.doNotTrack === '1') return false;
    if (localStorage.getItem(OPT_OUT_KEY) === 'refus') return false;
  } catch {
    // Storage unavailable: no opt-out could have been recorded either.
  }
  return !/(^|;\s*)sg_signed_in=/.test(document.cookie) && !/^\/(admin|login|auth)(\/|$)/.test(location.pathname);
}

/** Sends one measurement (a view or an event) without waiting for an answer. */
export function measure(data: Record<string, unknown>): void {
  if (!allowed()) return;
  const body = JSON.stringify(data);
  // A string body: sent as text/plain, no preflight, and readable in the browser's own tools.
  if (!navigator.sendBeacon?.('/api/mesure', body))
    void fetch('/api/mesure', { method: 'POST', body, keepalive: true }).catch(() => {});
}

/** The channel of a link to the studio, or null. */
function channelOf(a: HTMLAnchorElement): string | null {
  const href = a.getAttribute('href') ?? '';
  if (href.startsWith('mailto:')) return 'email';
  if (href.startsWith('tel:')) return 'phone';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return 'whatsapp';
  // « Demander un devis » and its kin: a link to the contact page that asks for a quote.
  if (/^\/contact(\?|#|$)/.test(href) && /devis/i.test(a.textContent ?? '')) return 'quote';
  return null;
}

export function AudienceBeacon() {
  const path = usePathname();
  const first = useRef(true);
  useEffect(() => {
    measure({
      t: 'view',
      p: path,
      // The referrer says where the visit came from on arrival; later pages are the site's own.
      r: first.current ? document.referrer : location.origin,
      s: location.search,
      l: navigator.language,
      nf: !!document.querySelector('[data-not-found]'),
    });
    first.current = false;
  }, [path]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      const c = a && channelOf(a as HTMLAnchorElement);
      if (c) measure({ t: 'handoff', c, p: location.pathname });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
