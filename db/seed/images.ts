// Demo images drawn locally: an SVG composition (shapes and gradients that evoke the kind of work)
// rendered to JPEG by sharp. Deterministic per name, so a regenerated file looks the same.
// Plain erasable TypeScript: Node 22 runs it directly (seed scripts, default-image script).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FONT, PALETTES, bars, esc, hash, n, rect, rng, textLines, wrap } from './draw-kit.ts';
import type { Box } from './draw-kit.ts';
import { DRAW } from './draw-kinds.ts';

export type ImageKind = 'book' | 'magazine' | 'brochure' | 'design' | 'digital' | 'word' | 'ocr' | 'generic';

export type ImageSpec = {
  bucket: string;
  name: string; // file name without extension
  kind: ImageKind;
  title?: string;
  label?: string; // small pill above the title (hero layout only)
  layout?: 'hero' | 'showcase'; // hero: text left + illustration right; showcase: illustration only
  variant?: number; // 0 shows the title on the object itself; others are detail views
  play?: boolean; // video thumbnail: adds a play button
  width?: number;
  height?: number;
};

export const PROJECT_BUCKET = 'project-images';
export const BLOG_BUCKET = 'blog-images';

export function storageRoot(): string {
  return path.resolve(process.cwd(), process.env.STORAGE_DIR ?? '.data/storage');
}

export function storagePath(bucket: string, name: string): string {
  return path.join(storageRoot(), bucket, `${name}.jpg`);
}

export function publicUrl(bucket: string, name: string): string {
  return `/storage/${bucket}/${name}.jpg`;
}
export function renderSvg(spec: ImageSpec): string {
  const W = spec.width ?? 1200;
  const H = spec.height ?? 800;
  const seed = hash(spec.name);
  const r = rng(seed);
  const variant = spec.variant ?? 0;
  const p = PALETTES[(hash(spec.title ?? spec.name) + variant * 3) % PALETTES.length]!;
  const defs =
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.paper}"/></linearGradient>` +
    `<linearGradient id="cover" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `</defs>`;
  let body = rect(0, 0, W, H, 'url(#bg)');
  // Soft decorative circles and a thin grid evoke a layout board.
  for (let i = 0; i < 3; i++) {
    body += `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(H * (0.25 + r() * 0.35))}" fill="${i === 0 ? p.accent : '#ffffff'}" opacity="${i === 0 ? 0.1 : 0.05}"/>`;
  }
  for (let x = W / 12; x < W; x += W / 12) body += rect(x, 0, 1, H, '#ffffff', 'opacity="0.05"');
  const hero = (spec.layout ?? 'showcase') === 'hero';
  const box: Box = hero
    ? { x: W * 0.54, y: H * 0.1, w: W * 0.42, h: H * 0.8 }
    : { x: W * 0.07, y: H * 0.08, w: W * 0.86, h: H * 0.84 };
  body += DRAW[spec.kind](box, p, r, hero ? undefined : spec.title, hero ? 1 : variant);
  if (hero) {
    body += rect(0, 0, W * 0.58, H, 'url(#shade)');
    let ty = H * 0.3;
    if (spec.label) {
      const lw = Math.min(W * 0.4, spec.label.length * H * 0.021 + H * 0.06);
      body += rect(W * 0.06, ty - H * 0.06, lw, H * 0.06, p.accent, `rx="${n(H * 0.03)}"`);
      body += `<text x="${n(W * 0.06 + lw / 2)}" y="${n(ty - H * 0.019)}" font-family="${FONT}" font-size="${n(H * 0.03)}" font-weight="700" fill="${p.dark}" text-anchor="middle">${esc(spec.label.toUpperCase())}</text>`;
      ty += H * 0.08;
    }
    body += rect(W * 0.06, ty, W * 0.08, H * 0.008, p.accent);
    ty += H * 0.11;
    // Bold sans glyphs average ~0.62em: wrap so the title stays left of the illustration.
    const size = H * 0.06;
    const maxChars = Math.max(10, Math.floor((W * 0.45) / (size * 0.62)));
    if (spec.title) body += textLines(wrap(spec.title, maxChars, 4), W * 0.06, ty, size, '#ffffff');
    else body += bars(r, W * 0.06, ty - H * 0.05, W * 0.36, 3, H * 0.08, H * 0.05, '#ffffff', 0.9);
  }
  if (spec.play) {
    const cx = hero ? W * 0.72 : W / 2;
    const cy = H / 2;
    const pr = H * 0.1;
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(pr)}" fill="#000" opacity="0.55"/>`;
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(pr)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.9"/>`;
    body += `<path d="M${n(cx - pr * 0.3)} ${n(cy - pr * 0.45)} L${n(cx + pr * 0.5)} ${n(cy)} L${n(cx - pr * 0.3)} ${n(cy + pr * 0.45)} Z" fill="#ffffff"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}
export async function renderJpeg(spec: ImageSpec, quality = 72): Promise<Buffer> {
  return sharp(Buffer.from(renderSvg(spec)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true, progressive: true })
    .toBuffer();
}

// Writes every missing file; existing files are kept (a rerun costs nothing).
export async function generateImages(
  specs: ImageSpec[],
  opts: { concurrency?: number; quality?: number } = {},
): Promise<{ generated: number; skipped: number }> {
  const unique = [...new Map(specs.map((s) => [storagePath(s.bucket, s.name), s])).values()];
  const queue = unique.filter((s) => !fs.existsSync(storagePath(s.bucket, s.name)));
  const skipped = specs.length - queue.length;
  const dirs = new Set(queue.map((s) => path.dirname(storagePath(s.bucket, s.name))));
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const spec = queue[next++]!;
      const file = storagePath(spec.bucket, spec.name);
      const data = await renderJpeg(spec, opts.quality);
      // Write then rename so a concurrent reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file);
    }
  };
  const workers = Math.max(1, Math.min(opts.concurrency ?? 3, queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { generated: queue.length, skipped };
}
