// Drawing primitives of the demo images (palettes, seeded randomness, text bars, shapes), shared by
// the per-kind compositions in ./draw-kinds.ts and the frame drawn by ./images.ts.

export type Palette = { dark: string; mid: string; accent: string; paper: string; ink: string };

export const PALETTES: Palette[] = [
  { dark: '#0f3d3e', mid: '#1f6f6b', accent: '#f2b134', paper: '#f7f3e9', ink: '#22332f' },
  { dark: '#1b2a49', mid: '#3a4f7a', accent: '#ff7a59', paper: '#f5f1ea', ink: '#1f2535' },
  { dark: '#4a1c2b', mid: '#7d2e46', accent: '#e9c46a', paper: '#fbf6ef', ink: '#3a2027' },
  { dark: '#1e3a2b', mid: '#3d6b4f', accent: '#d9a441', paper: '#f4f1e8', ink: '#23302a' },
  { dark: '#2b2250', mid: '#5a4a9c', accent: '#7fd1c7', paper: '#f3f0fa', ink: '#2a2540' },
  { dark: '#5a2e1f', mid: '#b5543a', accent: '#f2d0a4', paper: '#fff8f0', ink: '#3b2a22' },
  { dark: '#1f2933', mid: '#3e5c76', accent: '#9cc9e8', paper: '#f0f4f8', ink: '#1f2933' },
  { dark: '#073b4c', mid: '#118ab2', accent: '#ffd166', paper: '#f1faee', ink: '#10303b' },
];

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
export const SERIF = "DejaVu Serif, Liberation Serif, Georgia, 'Times New Roman', serif";

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// mulberry32: tiny seeded PRNG so each image is reproducible.
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,;:.]+$/, '')}…`;
    return kept;
  }
  return lines;
}

export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

// Text lines drawn as rounded bars: readable as "text" without any font.
export function bars(
  r: () => number,
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  thick: number,
  fill: string,
  opacity = 1,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const last = i === count - 1 || r() < 0.12;
    const len = last ? w * (0.35 + r() * 0.35) : w * (0.88 + r() * 0.12);
    out += rect(x, y + i * gap, len, thick, fill, `rx="${n(thick / 2)}" opacity="${opacity}"`);
  }
  return out;
}

export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  family = FONT,
  weight = 700,
  anchor = 'start',
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${n(x)}" y="${n(y + i * size * 1.18)}" font-family="${family}" font-size="${n(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(line)}</text>`,
    )
    .join('');
}

// A small landscape "photo": sky gradient, sun and hills. Uses the shared gradient ids.
export function photo(x: number, y: number, w: number, h: number, p: Palette, r: () => number): string {
  const sunX = x + w * (0.25 + r() * 0.5);
  const hill1 = `M${n(x)} ${n(y + h * 0.7)} Q${n(x + w * 0.3)} ${n(y + h * 0.45)} ${n(x + w * 0.6)} ${n(y + h * 0.68)} T${n(x + w)} ${n(y + h * 0.6)} V${n(y + h)} H${n(x)} Z`;
  const hill2 = `M${n(x)} ${n(y + h * 0.85)} Q${n(x + w * 0.45)} ${n(y + h * 0.62)} ${n(x + w)} ${n(y + h * 0.82)} V${n(y + h)} H${n(x)} Z`;
  return (
    `<g>${rect(x, y, w, h, 'url(#sky)')}` +
    `<circle cx="${n(sunX)}" cy="${n(y + h * 0.36)}" r="${n(h * 0.13)}" fill="${p.accent}" opacity="0.9"/>` +
    `<path d="${hill1}" fill="${p.mid}" opacity="0.85"/><path d="${hill2}" fill="${p.dark}"/></g>`
  );
}

export function shadow(x: number, y: number, w: number, h: number, rx = 6): string {
  return rect(x + 10, y + 14, w, h, '#000', `rx="${rx}" opacity="0.22"`);
}

export type Box = { x: number; y: number; w: number; h: number };
