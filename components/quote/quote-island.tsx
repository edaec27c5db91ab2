'use client';
// Loads the estimator when it nears the screen (or at once when the URL carries an estimate), so its
// code is in no page's first load. Until then, and without JavaScript, the server's fallback shows:
// the plain e-mail and WhatsApp links.
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { QuoteEstimatorProps } from './quote-estimator';

const QuoteEstimator = lazy(() => import('./quote-estimator'));

const noSubscription = () => () => {};
/** A shared estimate in the URL: read after hydration (the prerendered document has no query). */
const sharedInUrl = () => new URLSearchParams(window.location.search).has('devis');

export function QuoteIsland({ fallback, ...props }: QuoteEstimatorProps & { fallback: ReactNode }) {
  const [near, setNear] = useState(false);
  const shared = useSyncExternalStore(noSubscription, sharedInUrl, () => false);
  const show = near || shared;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
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
