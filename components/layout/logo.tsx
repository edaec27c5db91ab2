// Logo: book icon + two-part wordmark, in three sizes and two colour variants.
import Link from '@/components/ui/link';
import { WORDMARK } from '@/lib/copy/wordmark';
import { BookIcon } from '@/components/icons/frame';

export type LogoSize = 'small' | 'normal' | 'large';
export type LogoVariant = 'default' | 'white';

const SIZES: Record<LogoSize, { box: string; icon: string; first: string; second: string }> = {
  small: { box: 'size-8 rounded-lg', icon: 'size-5', first: 'text-sm', second: 'text-[0.625rem] tracking-[0.2em]' },
  normal: { box: 'size-10 rounded-xl', icon: 'size-6', first: 'text-lg', second: 'text-xs tracking-[0.25em]' },
  large: { box: 'size-14 rounded-2xl', icon: 'size-8', first: 'text-2xl', second: 'text-sm tracking-[0.3em]' },
};

type Props = { size?: LogoSize; variant?: LogoVariant; href?: string | null; className?: string; onClick?: () => void };

export function Logo({ size = 'normal', variant = 'default', href = '/', className = '', onClick }: Props) {
  const s = SIZES[size];
  const white = variant === 'white';
  const [first, second] = WORDMARK;
  const content = (
    <>
      <span
        className={`flex shrink-0 items-center justify-center ${s.box} ${white ? 'bg-white/15 text-white ring-1 ring-white/30' : 'bg-brand-600 text-white shadow-sm'}`}
      >
        <BookIcon className={s.icon} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={`font-bold ${s.first} ${white ? 'text-white' : 'text-slate-900'}`}>{first}</span>{' '}
        <span className={`font-semibold uppercase ${s.second} ${white ? 'text-brand-200' : 'text-brand-700'}`}>
          {second}
        </span>
      </span>
    </>
  );
  const classes = `inline-flex items-center gap-2.5 ${className}`.trim();
  if (!href) return <span className={classes}>{content}</span>;
  return (
    <Link
      href={href}
      onClick={onClick}
      className={`${classes} rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 ${white ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-600'}`}
    >
      {content}
    </Link>
  );
}
