// Button look shared by links, buttons and the error screens (no next/link here: error chunks stay small).
// The classes are defined once in app/globals.css (.btn, .btn-{variant}, .btn-{size}).
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'light' | 'outline-light';
export type ButtonSize = 'md' | 'lg';

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}
