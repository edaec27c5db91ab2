// Newsletter answers (French, with their narrow no-break spaces: client forms show them as they are),
// the consent sentence the form shows, and the form state shared by the
// server actions and the forms.
export const NEWSLETTER_MSG = {
  subscribed: 'Merci\u202f! Votre inscription à la newsletter est confirmée.',
  invalid: 'Veuillez saisir une adresse e-mail valide.',
  throttled: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  /** Many sign-ups at once: the browser solves a short proof of work first (JavaScript needed). */
  proofRequired:
    'Beaucoup d’inscriptions arrivent en ce moment\u00a0: votre navigateur effectue une courte vérification (JavaScript doit être activé).',
  /** The one answer to an unsubscription, whether or not the address was subscribed. */
  unsubscribed:
    'C’est fait\u00a0: si cette adresse était inscrite, elle a été effacée de notre liste et ne recevra plus notre lettre d’information.',
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

export type NewsletterState =
  | { status: 'idle' | 'success' | 'error'; message: string; email?: string }
  /** The limits ask this browser for a proof of work: the form solves `challenge` and sends the same fields again. */
  | { status: 'proof'; message: string; email?: string; challenge: import('altcha-lib').Challenge };
