import Link from '@/components/ui/link';
import { MailIcon } from '@/components/icons/frame';
import { CURRENT_CONSENT, NEWSLETTER_CONSENTS, UNSUBSCRIBE_PATH } from '@/lib/newsletter/types';
import { NewsletterForm } from './newsletter-form';
import { withTypography } from '@/lib/typography/tree';

/** Newsletter band closing the blog and tutorial pages. */
function NewsletterSectionUntypeset({
  source,
  page,
  title = 'Restez informé',
}: {
  source: string;
  /** The page the form is on, kept with the sign-up as part of its proof of consent. */
  page: string;
  title?: string;
}) {
  return (
    <section aria-labelledby={`newsletter-${source}`} className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-white shadow-xl sm:px-12 lg:flex lg:items-center lg:gap-12 lg:px-16">
          <div aria-hidden="true" className="glow absolute -top-24 -right-24 -z-10 h-72 w-72 text-brand-500/40" />
          <div className="lg:flex-1">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/10">
              <MailIcon className="h-6 w-6" />
            </span>
            <h2 id={`newsletter-${source}`} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 max-w-xl text-brand-100">
              Recevez nos nouveaux articles et tutoriels sur la mise en page, la typographie et l’édition, directement
              dans votre boîte mail.
            </p>
          </div>
          <div className="mt-8 lg:mt-0 lg:w-[28rem]">
            <NewsletterForm source={source} page={page} tone="dark" />
            <p className="text-xs text-brand-200">
              {NEWSLETTER_CONSENTS[CURRENT_CONSENT]}{' '}
              <Link
                href={UNSUBSCRIBE_PATH}
                className="font-semibold text-white underline underline-offset-2 hover:text-brand-50"
              >
                Se désinscrire
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** NewsletterSection, with French typography on its copy (lib/typography/tree.tsx). */
export const NewsletterSection = withTypography(NewsletterSectionUntypeset);
