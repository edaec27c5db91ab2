// Tinted tile with an icon beside a small heading and its text (delivery delays, formats…).
import type { ComponentType, ReactNode, SVGProps } from 'react';

type Props = {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: ReactNode;
  children: ReactNode;
  as?: 'div' | 'li';
  /** Padding of the tile. */
  padding?: 'p-5' | 'p-6';
};

export function IconTile({ icon: Icon, title, children, as: Tag = 'div', padding = 'p-6' }: Props) {
  return (
    <Tag className={`flex items-start gap-4 rounded-2xl bg-brand-50 ${padding}`}>
      <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-slate-700">{children}</p>
      </div>
    </Tag>
  );
}
