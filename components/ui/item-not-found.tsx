// The 404 of a detail page whose slug names nothing (an article, a tutorial), or of a list page that does
// not exist: what was looked for, and the way back to its list.
import { ITEM_NOT_FOUND, NOT_FOUND_EYEBROW } from '@/lib/copy/not-found';
import { withTypography } from '@/lib/typography/tree';
import { BackLink } from './back-link';

function ItemNotFoundUntypeset({ kind, level = 'h1' }: { kind: keyof typeof ITEM_NOT_FOUND; level?: 'h1' | 'h2' }) {
  const { title, text, back } = ITEM_NOT_FOUND[kind];
  const Heading = level;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">{NOT_FOUND_EYEBROW}</p>
      <Heading className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</Heading>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <BackLink href={back.href} look="button" className="mt-8">
        {back.label}
      </BackLink>
    </section>
  );
}

/** ItemNotFound, with French typography on its copy (lib/typography/tree.tsx). */
export const ItemNotFound = withTypography(ItemNotFoundUntypeset);
