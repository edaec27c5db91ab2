'use client';
import { RefreshIcon } from '@/components/icons/frame';
import { buttonClasses } from '@/components/ui/button-classes';

/** Tutorials teaser failure: message and « Réessayer », which reloads the page. */
export function TutorialsError() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">Erreur lors du chargement des tutoriels</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'md', 'mt-4')}>
        <RefreshIcon className="size-4" />
        Réessayer
      </button>
    </div>
  );
}
