// French texts of the sign-in flow (SPEC §2.2, §8), shared by the server, the form and the tests.
export const AUTH_MSG = {
  success: 'Connexion réussie, bienvenue !',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  inactive: 'Ce compte est désactivé. Contactez un administrateur.',
  unconfirmed: 'Adresse e-mail non confirmée. Vérifiez votre boîte de réception.',
  failure: 'Une erreur est survenue lors de la connexion',
  throttled: (seconds: number) => `Trop de tentatives de connexion. Réessayez dans ${duration(seconds)}.`,
} as const;

/** « 40 secondes », « 1 minute », « 15 minutes » (seconds rounded up to whole minutes from 60). */
function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}
