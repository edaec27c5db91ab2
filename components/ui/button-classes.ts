// Button look shared by links, buttons and the error screens (no next/link here: error chunks stay small).
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'light' | 'outline-light';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary:
    'bg-white text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50 focus-visible:outline-brand-600',
  accent: 'bg-accent-500 text-slate-900 shadow-sm hover:bg-accent-600 focus-visible:outline-accent-500',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'outline-light': 'text-white ring-1 ring-white/70 ring-inset hover:bg-white/10 focus-visible:outline-white',
};
const sizes: Record<ButtonSize, string> = {
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
