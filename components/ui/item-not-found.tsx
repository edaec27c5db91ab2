// The 404 of a detail page whose slug names nothing (an article, a tutorial): what was looked for,
// and the way back to its list.
import { ITEM_NOT_FOUND } from '@/lib/content/not-found';
import { withTypography } from '@/lib/typography/tree';
import { BackLink } from './back-link';

function ItemNotFoundUntypeset({ kind }: { kind: keyof typeof ITEM_NOT_FOUND }) {
  const { title, text, back } = ITEM_NOT_FOUND[kind];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Erreur 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <BackLink href={back.href} look="button" className="mt-8">
        {back.label}
      </BackLink>
    </section>
  );
}

/** ItemNotFound, with French typography on its copy (lib/typography/tree.tsx). */
export const ItemNotFound = withTypography(ItemNotFoundUntypeset);
