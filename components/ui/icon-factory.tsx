// Icon factories: stroke icons (24×24, currentColor, Lucide-style paths) and filled brand marks.
// Stroke, fill and joins come from the `ic` class (app/globals.css), not from attributes repeated
// on every icon of every document and its RSC payload.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

export function make(paths: React.ReactNode, displayName: string) {
  function Icon({ title, className = 'size-5', ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={`ic ${className}`}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export function brand(path: string, displayName: string) {
  function Icon({ className = 'size-5', ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true" {...props}>
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
