// The project cards' entrance when a list is (re)drawn: each card rises and fades in, 0.1 s after the
// previous one; nothing moves for visitors who ask for less motion.
const ENTRANCE =
  'transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none starting:translate-y-4 starting:opacity-0';

/** The props of the `index`-th card's <li>: the entrance only while `animate`. */
export function entrance(animate: boolean, index: number) {
  return animate ? { className: ENTRANCE, style: { transitionDelay: `${index * 0.1}s` } } : {};
}
