'use client';
// Loads the estimator when it nears the screen (or at once when the URL carries an estimate), so its
// code is in no page's first load. Until then, and without JavaScript, the server's fallback shows:
// the plain e-mail and WhatsApp links.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { QuoteEstimatorProps } from './quote-estimator';

const QuoteEstimator = lazy(() => import('./quote-estimator'));

export function QuoteIsland({ fallback, ...props }: QuoteEstimatorProps & { fallback: ReactNode }) {
  const [show, setShow] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // An estimate in the URL (a shared link) loads it at once: any distance counts as near.
    const near = new URLSearchParams(window.location.search).has('devis') ? '100000px' : '600px';
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${near} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-testid="quote-estimator">
      {show ? (
        <Suspense fallback={fallback}>
          <QuoteEstimator {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
