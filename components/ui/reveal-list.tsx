// A list whose items enter one after the other (Reveal: 0.1 s apart), keyed by their id.
import type { ReactNode } from 'react';
import { Reveal } from './motion';

type Props<T> = { items: readonly T[]; className: string; render: (item: T) => ReactNode };

export function RevealList<T extends { id: string }>({ items, className, render }: Props<T>) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <Reveal as="li" index={i} key={item.id}>
          {render(item)}
        </Reveal>
      ))}
    </ul>
  );
}
