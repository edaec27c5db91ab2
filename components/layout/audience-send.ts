// The audience beacon's sending part (lib/audience/beacon.ts, docs/PRIVACY.md), loaded on its own after the page
// has hydrated (./measure.ts imports it on first use), so no byte of it is in a page's first load. One small POST
// says which page was seen (its path, the referrer on arrival, the campaign's utm_* and the browser's language);
// a click on a quote, e-mail, phone or WhatsApp link says which channel, from which page. No cookie, no storage is
// written. Nothing is sent when the browser asks not to be tracked (Global Privacy Control, Do Not Track), after
// the opt-out of the privacy page, or when signed in.

/** Set by the privacy page's opt-out, on the visitor's own request: read by the beacon, never written by it. */
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
export function send(data: Record<string, unknown>): void {
  if (!allowed()) return;
  // A string body: sent as text/plain, no preflight, and readable in the browser's own tools.
  const body = JSON.stringify(data);
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

let arrived = false;

/** A page seen: on arrival with the document's referrer, after a client-side navigation as the site's own. */
export function view(path: string): void {
  send({
    t: 'view',
    p: path,
    r: arrived ? location.origin : document.referrer,
    s: location.search,
    l: navigator.language,
    nf: !!document.querySelector('[data-not-found]'),
  });
  // Says the page has been through the beacon, sent or not (the e2e suite waits on it).
  document.documentElement.dataset.measured = path;
  if (arrived) return;
  arrived = true;
  // Clicks on the links to the studio, for the rest of the document's life.
  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      const c = a && channelOf(a as HTMLAnchorElement);
      if (c) send({ t: 'handoff', c, p: location.pathname });
    },
    { capture: true },
  );
}
