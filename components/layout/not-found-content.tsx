// The 404 body, shared by the root not-found (own frame) and the site group's (inside its layout).
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ArrowLeftIcon } from '@/components/icons/site';
import { getShownPageTexts } from '@/lib/data/texts';
import { previewStage } from '@/lib/preview';
import { withTypography } from '@/lib/typography/tree';

async function NotFoundContentUntypeset() {
  await previewStage(); // rendered with every page, as its boundary's fallback (lib/preview)
  const { title, lead } = await getShownPageTexts('notFound');
  return (
    <section data-not-found="" className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-16 xl:-mt-20 xl:pt-20">
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="text-7xl font-bold text-brand-600 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{lead}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" size="lg">
            <ArrowLeftIcon className="size-5" />
            Retour à l’accueil
          </ButtonLink>
          <ButtonLink href="/contact" size="lg" variant="secondary">
            Nous contacter
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

/** NotFoundContent, with French typography on its copy (lib/typography/tree.tsx). */
export const NotFoundContent = withTypography(NotFoundContentUntypeset);
