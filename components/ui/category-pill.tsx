// The category of an article or a tutorial as a rounded label: solid on a detail page's header,
// soft on a list card.
import type { ReactNode } from 'react';

const TONE = {
  solid: 'bg-brand-600 text-white',
  soft: 'bg-brand-50 text-brand-700',
} as const;

export function CategoryPill({ tone, children }: { tone: keyof typeof TONE; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${TONE[tone]}`}>{children}</span>;
}
