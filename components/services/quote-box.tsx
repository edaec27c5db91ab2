// « Devis personnalisé » box: the reply delay (« Réglages »), no commitment, transparent price.
import { ButtonLink } from '@/components/ui/button-link';
import { CheckCircleIcon } from '@/components/icons/site';
import { getSiteDetails } from '@/lib/data/settings';
import { withTypography } from '@/lib/typography/tree';

async function QuoteBoxUntypeset({ text }: { text?: string }) {
  const { delays, promises } = await getSiteDetails();
  const points = [`Réponse sous ${delays.quote}`, promises.noCommitment, 'Tarif transparent'].filter((p): p is string =>
    Boolean(p),
  );
  return (
    <aside
      aria-labelledby="devis-titre"
      className="mx-auto mt-12 max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl sm:p-10"
    >
      <div className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
        <div>
          <h3 id="devis-titre" className="text-2xl font-bold">
            Devis personnalisé
          </h3>
          <p className="mt-3 text-brand-100">
            {text ??
              'Chaque projet est unique : envoyez-nous vos fichiers et vos contraintes, nous vous proposons un tarif adapté.'}
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-medium">
                <CheckCircleIcon className="size-5 text-accent-500" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ButtonLink href="/contact" variant="light" size="lg">
          Demander un devis gratuit
        </ButtonLink>
      </div>
    </aside>
  );
}

/** QuoteBox, with French typography on its copy (lib/typography/tree.tsx). */
export const QuoteBox = withTypography(QuoteBoxUntypeset);
