// Card entrances without an animation library in the page: Reveal marks an element, and the
// RevealObserver (mounted once by the root layout, after hydration) hides the marked elements that
// are still below the fold and lets each one fade and rise in when it enters the viewport, 0.1 s
// after the previous one in its list. Content above the fold is never hidden, so it paints with the
// HTML; without JavaScript, or with reduced motion, nothing moves (styles in app/globals.css).
import type { CSSProperties, ReactNode } from 'react';

type RevealProps = {
  children: ReactNode;
  /** Position in its list: the entrance waits index × 0.1 s. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'article';
};

export function Reveal({ children, index = 0, className, as: Tag = 'div' }: RevealProps) {
  // Only the props that are set: an undefined prop still costs bytes in the RSC payload.
  const props = {
    ...(className ? { className } : {}),
    ...(index > 0 ? { style: { '--reveal-index': Math.min(index, 8) } as CSSProperties } : {}),
  };
  return (
    <Tag data-reveal="" {...props}>
      {children}
    </Tag>
  );
}
