// Icon factory: stroke icons (24×24, currentColor, Lucide-style paths). Brand marks are CSS masks
// (.brand-icon in app/globals.css).
// Stroke, fill and joins come from the `ic` class (app/globals.css), not from attributes repeated
// on every icon of every document and its RSC payload.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

export function make(paths: React.ReactNode, displayName: string) {
  function Icon({ title, className = 'size-5', ...props }: IconProps) {
    // Only props that are set, and no empty title slot: icons of server components are written out in
    // each page's RSC payload, where an undefined prop still costs bytes.
    if (!title) {
      return (
        <svg viewBox="0 0 24 24" className={`ic ${className}`} aria-hidden {...props}>
          {paths}
        </svg>
      );
    }
    return (
      <svg viewBox="0 0 24 24" className={`ic ${className}`} role="img" {...props}>
        <title>{title}</title>
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
