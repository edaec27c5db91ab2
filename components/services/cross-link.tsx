// Small banner pointing to a sibling service page (e.g. graphic design from the book page).
import { ArrowLink } from '@/components/ui/arrow-link';

export function CrossLink({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <p className="mx-auto mt-12 flex max-w-3xl flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-2xl bg-slate-50 px-6 py-4 text-center text-slate-700 ring-1 ring-slate-200">
      {text}
      <ArrowLink href={href}>{label}</ArrowLink>
    </p>
  );
}
