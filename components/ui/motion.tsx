'use client';
// framer-motion, loaded lazily: LazyMotion with the DOM animation features (domAnimation, fetched
// as a separate chunk after hydration) and the small `m` component. MotionConfig
// reducedMotion="user" follows the visitor's setting; Reveal also drops its duration then, so
// nothing moves.
import { LazyMotion, MotionConfig, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

// Same chunk as the project modal's (components/ui/motion-features.ts re-exports domAnimation).
const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** Card entrance delay: 0.1 s per index (SPEC §9). */
export const ENTRANCE_DELAY_STEP = 0.1;

type RevealProps = {
  children: ReactNode;
  /** Position in its list: the entrance waits index × 0.1 s. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'article';
};

export function Reveal({ children, index = 0, className, as = 'div' }: RevealProps) {
  const reduce = useReducedMotion();
  const Tag = as === 'li' ? m.li : as === 'article' ? m.article : m.div;
  return (
    <Tag
      data-reveal=""
      className={className}
      // Same initial state on server and client (no hydration mismatch); under reduced motion the
      // transition below is instant, so the card appears without moving.
      initial={{ opacity: 0, y: 24 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, margin: '0px 0px -40px 0px' }}
      transition={reduce ? { duration: 0 } : { duration: 0.5, ease: 'easeOut', delay: index * ENTRANCE_DELAY_STEP }}
    >
      {children}
    </Tag>
  );
}
