import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { Section } from '@/components/ui/container';
import { EntryCard } from '@/components/ui/entry-card';
import { defaultImageFor } from '@/components/ui/default-image';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { ITEM_NOT_FOUND } from '@/lib/copy/not-found';
import { getWebLetter, listWebLetterIds } from '@/lib/data/letters-web';
import { formatLongDate } from '@/lib/dates';
import { cardText } from '@/lib/format/card-text';
import { introParagraphs, webLetterPath } from '@/lib/newsletter/types';
import { buildMetadata } from '@/lib/seo';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { withTypography } from '@/lib/typography/tree';

// A letter's web version (lib/data/letters-web.ts): what its readers received, without their personal links,
// and the form to receive the next ones. Not indexed: its items are the site's own articles and tutorials,
// which search engines find at their own addresses.

type Params = Promise<{ id: string }>;

export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ id: string }[]> {
  const ids = await listWebLetterIds().catch(() => []);
  return ids.length > 0 ? ids.map((id) => ({ id })) : [{ id: 'aucune-lettre' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const letter = await getWebLetter(id);
  if (!letter)
    return buildMetadata({
      title: ITEM_NOT_FOUND.letter.title,
      description: '',
      path: webLetterPath(id),
      noIndex: true,
    });
  return buildMetadata({
    title: letter.subject,
    description: cardText(
      `Lettre d’information du ${formatLongDate(letter.sentAt)} : ${letter.items.map((i) => i.title).join(', ')}.`,
      160,
    ),
    path: webLetterPath(id),
    // Shared from an e-mail, the letter shows its first item's image, not the site's card.
    image: letter.items.find((i) => i.image)?.image?.src,
    noIndex: true,
  });
}

async function LetterPage({ params }: { params: Params }) {
  const { id } = await params;
  const letter = await getWebLetter(id);
  if (!letter)
    return (
      <NotFoundView>
        <ItemNotFound kind="letter" />
      </NotFoundView>
    );
  const crumbs = [
    { name: 'Accueil', path: '/' },
    { name: letter.subject, path: webLetterPath(id) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHero
        breadcrumbs={crumbs}
        eyebrow="Lettre d’information"
        title={letter.subject}
        description={
          <p>
            Envoyée le <time dateTime={letter.sentAt}>{formatLongDate(letter.sentAt)}</time>
          </p>
        }
      />
      <Section>
        {letter.intro && (
          <Prose>
            {introParagraphs(letter.intro).map((p, i) => (
              <p key={i} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </Prose>
        )}
        {letter.items.length > 0 && (
          <div className="mt-12">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Dans cette lettre</h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {letter.items.map((item) => (
                <EntryCard
                  key={`${item.kind}-${item.id}`}
                  variant={item.kind === 'post' ? 'article' : 'video'}
                  headingLevel={3}
                  href={item.path}
                  title={item.title}
                  imageUrl={item.image?.src ?? defaultImageFor(null)}
                  categoryName={null}
                  meta={
                    <p className="text-sm text-slate-500">
                      {item.kind === 'post' ? 'Article' : 'Tutoriel'} ·{' '}
                      <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                    </p>
                  }
                  text={cardText(item.excerpt)}
                  tags={[]}
                />
              ))}
            </div>
          </div>
        )}
      </Section>
      <NewsletterSection source="lettre" page={webLetterPath(id)} title="Recevoir les prochaines lettres" />
    </>
  );
}

export default withTypography(LetterPage);
