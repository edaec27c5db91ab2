// French texts of the sign-in flow, shared by the server, the form and the tests (client components show
// them as they are: their narrow no-break spaces are written here).
export const AUTH_MSG = {
  success: 'Connexion réussie, bienvenue\u202f!',
  /** The link to /login/mot-de-passe-oublie. */
  forgotLink: 'Mot de passe oublié\u202f?',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  inactive: 'Ce compte est désactivé. Contactez un administrateur.',
  unconfirmed: 'Adresse e-mail non confirmée. Vérifiez votre boîte de réception.',
  failure: 'Une erreur est survenue lors de la connexion',
  throttled: (seconds: number) => `Trop de tentatives de connexion. Réessayez dans ${duration(seconds)}.`,
  /** Shown while the browser solves its proof of work, and where it cannot (no JavaScript). */
  proofRequired:
    'De nombreuses tentatives ont échoué depuis votre réseau : votre navigateur effectue une courte vérification avant la connexion (JavaScript doit être activé).',
  proofSolving: 'Vérification de votre navigateur…',
} as const;

/** « 40 secondes », « 1 minute », « 15 minutes » (seconds rounded up to whole minutes from 60). */
function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s}\u00a0seconde${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m}\u00a0minute${m > 1 ? 's' : ''}`;
}

// French texts of the account flows: invitation, forgotten password, new password.
export const ACCOUNT_MSG = {
  resetSent:
    'Si un compte existe pour cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé. Pensez à vérifier vos courriers indésirables.',
  /** Many requests at once: the browser solves a short proof of work first (JavaScript needed). */
  resetProofRequired:
    'Beaucoup de demandes arrivent en ce moment\u00a0: votre navigateur effectue une courte vérification (JavaScript doit être activé).',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min}\u00a0caractères`,
  passwordMismatch: 'Les deux mots de passe ne correspondent pas',
  samePassword: 'Le nouveau mot de passe doit être différent de l’ancien',
  weakPassword: 'Ce mot de passe est trop faible. Choisissez-en un plus long ou plus varié.',
  passwordSaved: 'Mot de passe enregistré. Vous êtes connecté.',
  noSession: 'Ce lien a expiré ou a déjà été utilisé. Demandez un nouveau lien de réinitialisation.',
  currentRequired: 'Pour changer votre mot de passe, saisissez d’abord votre mot de passe actuel.',
  currentWrong: 'Le mot de passe actuel est incorrect',
  localOnly:
    'La réinitialisation par e-mail n’est pas disponible sur ce site. Demandez à un administrateur de réinitialiser votre mot de passe.',
  linkInvalid: 'Ce lien est invalide ou a expiré. Demandez un nouveau lien de réinitialisation.',
} as const;
