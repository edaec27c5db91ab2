// French texts of the sign-in flow (SPEC §2.2, §8), shared by the server, the form and the tests.
export const AUTH_MSG = {
  success: 'Connexion réussie, bienvenue !',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  inactive: 'Ce compte est désactivé. Contactez un administrateur.',
  unconfirmed: 'Adresse e-mail non confirmée. Vérifiez votre boîte de réception.',
  failure: 'Une erreur est survenue lors de la connexion',
  throttled: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;
