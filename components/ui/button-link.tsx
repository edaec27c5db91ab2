// Link styled as a button. Internal paths use next/link; mailto:, tel: and http(s) use <a>.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses, type ButtonSize, type ButtonVariant };

type Props = {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Opens in a new tab (external links only). */
  newTab?: boolean;
  'aria-label'?: string;
};

export function ButtonLink({ href, children, variant, size, className, newTab, ...aria }: Props) {
  const classes = buttonClasses(variant, size, className);
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a
        href={href}
        className={classes}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...aria}
      >
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...aria}>
      {children}
    </Link>
  );
}
