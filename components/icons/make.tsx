// The one factory of every stroke icon, on the site and in the back office (24×24, currentColor,
// Lucide-style paths). Stroke, fill, joins and the default size come from the `ic` class
// (app/globals.css), not from attributes repeated on every icon of every document and its RSC payload:
// the size is `--icon-size` (the back office sets its own), a size class where an icon is used wins.
// Brand marks are CSS masks (./whatsapp.tsx, .brand-icon in app/globals.css).
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** An icon from its path data (one string, its subpaths joined) or, for a filled part, its elements. */
export function make(shape: string | ReactNode, displayName: string) {
  const paths = typeof shape === 'string' ? <path d={shape} /> : shape;
  function Icon({ title, className, ...props }: IconProps) {
    const classes = className ? `ic ${className}` : 'ic';
    // Only props that are set, and no empty title slot: icons of server components are written out in
    // each page's RSC payload, where an undefined prop still costs bytes.
    if (!title) {
      return (
        <svg viewBox="0 0 24 24" className={classes} aria-hidden {...props}>
          {paths}
        </svg>
      );
    }
    return (
      <svg viewBox="0 0 24 24" className={classes} role="img" {...props}>
        <title>{title}</title>
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
