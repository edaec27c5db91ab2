// Newsletter answers (French) and the form state shared by the server action and the form.
export const NEWSLETTER_MSG = {
  subscribed: 'Merci ! Votre inscription à la newsletter est confirmée.',
  invalid: 'Veuillez saisir une adresse e-mail valide.',
  throttled: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const;

export type NewsletterState = { status: 'idle' | 'success' | 'error'; message: string; email?: string };
