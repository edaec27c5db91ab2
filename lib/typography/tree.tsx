// French typography over a server component's output: the strings of the element tree a page or
// section returns (text children, and the text props of the components it renders), before React
// renders it. So copy written in JSX and in lib/copy is typeset once, on the server, and a
// prerendered page carries the result with no client cost. Hrefs, ids, classes, slugs, form values
// and keys are never touched: only the props named below are text.
import 'server-only';
import { isValidElement, type ElementType, type ReactElement, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { typeset } from './french';

/** Props that hold text a visitor reads or hears. */
const TEXT_PROPS = new Set([
  'children',
  'title',
  'description',
  'text',
  'eyebrow',
  'emptyText',
  'caption',
  'label',
  'value',
  'alt',
  'aria-label',
  'placeholder',
  'ctaLabel',
  'subtitle',
  'excerpt',
  'lead',
  'intro',
  'question',
  'answer',
  'quote',
  'includes',
  'items',
  'facts',
  'steps',
  'features',
  'points',
  'plans',
  'content',
]);
/** On HTML elements only what is read: `value` of a field is the visitor's, never typeset. */
const HOST_TEXT_PROPS = new Set(['children', 'title', 'alt', 'aria-label', 'placeholder']);

/** What a layout was given (the page slot): rendered and typeset by its own page, never walked. */
let opaque: ReadonlySet<unknown> = new Set();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * `context` is the character before a string in its parent (the end of the previous text, or a letter
 * for an element): « <strong>Données</strong> : pages » gets its no-break space too.
 */
function typesetValue(value: unknown, depth: number, context = ''): unknown {
  if (opaque.has(value)) return value;
  if (typeof value === 'string') return context ? typeset(context + value).slice(context.length) : typeset(value);
  if (depth > 24) return value;
  if (Array.isArray(value)) {
    let changed = false;
    let before = '';
    const out = value.map((v) => {
      const t = typesetValue(v, depth + 1, before);
      if (t !== v) changed = true;
      if (typeof t === 'string' || typeof t === 'number') before = String(t).slice(-1) || before;
      else if (isValidElement(t)) before = 'x';
      return t;
    });
    return changed ? out : value;
  }
  if (isValidElement(value)) return typesetElement(value, depth + 1);
  if (isPlainObject(value)) {
    const changed = typesetProps(value, TEXT_PROPS, depth + 1);
    return changed ? { ...value, ...changed } : value;
  }
  return value;
}

/**
 * The props with their text typeset, or null when nothing changed: strings and plain data under the
 * text props' names; elements under any name (a section's `after`, an icon's slot), never keys or URLs.
 */
function typesetProps(props: Record<string, unknown>, names: Set<string>, depth: number) {
  let changed: Record<string, unknown> | null = null;
  for (const name of Object.keys(props)) {
    const before = props[name];
    const text = names.has(name);
    const element = isValidElement(before) || (Array.isArray(before) && before.some((v) => isValidElement(v)));
    if (!text && !element) continue;
    const after = typesetValue(before, depth);
    if (after !== before) (changed ??= {})[name] = after;
  }
  return changed;
}

function typesetElement(element: ReactElement, depth: number): ReactElement {
  const props = element.props as Record<string, unknown>;
  const names = typeof element.type === 'string' ? HOST_TEXT_PROPS : TEXT_PROPS;
  const changed = typesetProps(props, names, depth);
  if (!changed) return element;
  // Re-created as the JSX compiler does (static children): an array set through cloneElement reads
  // as a list needing keys in development.
  const next = { ...props, ...changed };
  return Array.isArray(next.children)
    ? jsxs(element.type as ElementType, next, element.key ?? undefined)
    : jsx(element.type as ElementType, next, element.key ?? undefined);
}

/** The tree with French typography on its text. */
export function typesetTree(node: ReactNode): ReactNode {
  return typesetValue(node, 0) as ReactNode;
}

/**
 * Wraps a server component (a page, a section) so what it returns is typeset. A layout names its
 * `children` prop as `slot`: the page inside is typeset by its own wrapper, not walked again.
 */
export function withTypography<P extends object>(
  Component: (props: P) => ReactNode | Promise<ReactNode>,
  slot?: keyof P,
): (props: P) => Promise<ReactNode> {
  const Typeset = async (props: P) => {
    const tree = await Component(props);
    const previous = opaque;
    opaque = slot ? new Set([props[slot]]) : previous;
    try {
      return typesetTree(tree);
    } finally {
      opaque = previous;
    }
  };
  Object.defineProperty(Typeset, 'name', { value: Component.name || 'Typeset' });
  return Typeset;
}
