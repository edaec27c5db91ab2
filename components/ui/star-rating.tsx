import type { CSSProperties } from 'react';

/**
 * 1–5 stars; the value is announced as text (« Note : 4 sur 5 »). Drawn by one element whose
 * background is masked by a repeated star (the `.stars` rule in app/globals.css) rather than five
 * inline SVGs, which the page's HTML and its inline RSC payload would each carry again per review.
 */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <div className={`flex items-center ${className}`.trim()}>
      <span className="sr-only">Note&nbsp;: {value} sur 5</span>
      <span aria-hidden="true" className="stars" style={{ '--rating': value } as CSSProperties} />
    </div>
  );
}
