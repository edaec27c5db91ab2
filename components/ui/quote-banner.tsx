// The « Demander un devis » banner that closes a list or a detail page (the home page has its larger
// closing section, components/home/closing-cta-view.tsx).
import Link from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/icons/frame';

type Props = { id: string; title: string; text: string; className?: string };

export function QuoteBanner({ id, title, text, className = '' }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col items-start justify-between gap-4 rounded-2xl bg-brand-800 px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10 ${className}`}
    >
      <div>
        <h2 id={id} className="text-xl font-bold text-balance">
          {title}
        </h2>
        <p className="mt-1 text-brand-100">{text}</p>
      </div>
      <Link
        href="/contact"
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-5 py-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Demander un devis
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
