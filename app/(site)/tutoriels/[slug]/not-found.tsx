import Link from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/icons/content';
import { withTypography } from '@/lib/typography/tree';

function TutorialNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Erreur 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Tutoriel non trouvé</h1>
      <p className="mt-4 text-lg text-slate-600">Le tutoriel que vous recherchez n’existe pas ou a été supprimé.</p>
      <Link
        href="/tutoriels"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeftIcon className="size-4" />
        Retour aux tutoriels
      </Link>
    </section>
  );
}

export default withTypography(TutorialNotFound);
