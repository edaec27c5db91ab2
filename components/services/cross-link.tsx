// Small banner pointing to a sibling service page (e.g. graphic design from the book page).
import Link from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/icons/site';

export function CrossLink({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <p className="mx-auto mt-12 flex max-w-3xl flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-2xl bg-slate-50 px-6 py-4 text-center text-slate-700 ring-1 ring-slate-200">
      {text}
      <Link
        href={href}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <ArrowRightIcon className="size-4" />
      </Link>
    </p>
  );
}
