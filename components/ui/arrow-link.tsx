// Text link followed by a right arrow (« Tous nos services », « Tous les articles »…).
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/icons/site';

export function ArrowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
