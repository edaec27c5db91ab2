// Newsletter answers (French, with their narrow no-break spaces: client forms show them as they are),
// the consent sentence the form shows, and the form state shared by the
// server actions and the forms.
export const NEWSLETTER_MSG = {
  /** The one answer to a sign-up, whether the address was new, pending or already confirmed. */
  subscribed:
    'Merci\u202f! Pour confirmer votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.',
  consentRequired: 'Votre accord est nécessaire pour vous inscrire\u00a0: rechargez la page, puis réessayez.',
  unavailable: 'L’inscription est momentanément indisponible. Veuillez réessayer plus tard.',
  confirmed: 'Merci\u202f! Votre inscription à la newsletter est confirmée.',
  confirmInvalid:
    'Ce lien de confirmation n’est plus valable\u00a0: il a déjà servi ou il a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.',
  /** The one answer to « send me an unsubscribe link », whether or not the address was subscribed. */
  unsubscribeLinkSent: 'Si cette adresse est inscrite, un lien de désinscription vient de lui être envoyé par e-mail.',
  unsubscribeInvalid: 'Ce lien de désinscription n’est pas valable. Demandez-en un nouveau ci-dessous.',
  invalid: 'Veuillez saisir une adresse e-mail valide.',
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  /** Many sign-ups at once: the browser solves a short proof of work first (JavaScript needed). */
  proofRequired:
    'Beaucoup d’inscriptions arrivent en ce moment\u00a0: votre navigateur effectue une courte vérification (JavaScript doit être activé).',
  /** Many requests at once: the browser solves a short proof of work first (JavaScript needed). */
  unsubscribeProofRequired:
    'Beaucoup de demandes arrivent en ce moment\u00a0: votre navigateur effectue une courte vérification (JavaScript doit être activé).',
  unsubscribed:
    'C’est fait\u00a0: votre adresse a été effacée de notre liste et ne recevra plus notre lettre d’information.',
} as const;

/**
 * The consent sentence shown under the sign-up form, by version (the date it was written). A sign-up
 * stores the version its form showed; a new wording gets a new version here, the old ones stay so the
 * stored versions keep their text.
 */
export const NEWSLETTER_CONSENTS = {
  '2026-11-27':
    'En vous inscrivant, vous acceptez de recevoir notre lettre d’information. Pas de spam\u202f: votre adresse ne sert qu’à elle, et vous pouvez vous désinscrire à tout moment.',
} as const;
export type ConsentVersion = keyof typeof NEWSLETTER_CONSENTS;
export const CURRENT_CONSENT: ConsentVersion = '2026-11-27';

export const UNSUBSCRIBE_PATH = '/newsletter/desinscription';
export const CONFIRM_PATH = '/newsletter/confirmation';
/** A letter's introduction as paragraphs (a blank line between two), in its e-mail and its web version. */
export const introParagraphs = (intro: string): string[] =>
  intro
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A letter's web version (lib/data/letters-web.ts). */
export const webLetterPath = (id: string) => `/lettres/${id}`;
/** The one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), a POST from the mail client. */
export const ONE_CLICK_PATH = '/api/newsletter/desinscription';

/** What that endpoint sends the browser back to the page with (`?etat=`), and what the page then says. */
export const PAGE_OUTCOMES = {
  confirmee: { status: 'success', message: NEWSLETTER_MSG.confirmed },
  invalide: { status: 'error', message: '' },
  effacee: { status: 'success', message: NEWSLETTER_MSG.unsubscribed },
  envoye: { status: 'success', message: NEWSLETTER_MSG.unsubscribeLinkSent },
  verification: { status: 'error', message: NEWSLETTER_MSG.unsubscribeProofRequired },
  adresse: { status: 'error', message: NEWSLETTER_MSG.invalid },
  erreur: { status: 'error', message: NEWSLETTER_MSG.failure },
} as const satisfies Record<string, { status: 'success' | 'error'; message: string }>;
export type PageOutcome = keyof typeof PAGE_OUTCOMES;
export const pageOutcome = (v: unknown): PageOutcome | null =>
  typeof v === 'string' && Object.hasOwn(PAGE_OUTCOMES, v) ? (v as PageOutcome) : null;

export type NewsletterState =
  | { status: 'idle' | 'success' | 'error'; message: string; email?: string }
  /** The limits ask this browser for a proof of work: the form solves `challenge` and sends the same fields again. */
  | { status: 'proof'; message: string; email?: string; challenge: import('altcha-lib').Challenge };
