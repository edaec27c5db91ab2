// « Retour au blog », « Retour aux tutoriels »…: a link back to a list, as text under a page's
// heading or as the button of a « not found » page.
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/icons/lists';

const LOOK = {
  text: 'inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800',
  button:
    'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700',
} as const;

export function BackLink({
  href,
  children,
  look = 'text',
  className = '',
}: {
  href: string;
  children: ReactNode;
  look?: keyof typeof LOOK;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={`${LOOK[look]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
