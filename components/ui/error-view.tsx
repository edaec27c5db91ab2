'use client';
// Error screen content shared by the error boundaries: French text, never the error's details.
import { useLoggedError } from './use-logged-error';
import { buttonClasses } from './button-classes';

export function ErrorView({
  error,
  retry,
  homeLink = true,
}: {
  error: unknown;
  retry: () => void;
  homeLink?: boolean;
}) {
  useLoggedError(error, 'Erreur de la page');

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Une erreur est survenue</h1>
      <p className="mt-4 text-lg text-slate-700">
        Nous n’avons pas pu afficher cette page. Veuillez réessayer dans quelques instants.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonClasses('primary', 'lg')}>
          Réessayer
        </button>
        {homeLink ? (
          // A plain link (a full load) keeps next/link out of the error chunk every page downloads.
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/" className={buttonClasses('secondary', 'lg')}>
            Retour à l’accueil
          </a>
        ) : null}
      </div>
    </div>
  );
}
