// One-off: draws the per-category fallback images committed under public/images/defaults/.
// Run with Node 22 (it imports the TypeScript renderer directly): node scripts/generate-default-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { renderJpeg } from '../db/seed/images.ts';

const outDir = path.join(import.meta.dirname, '..', 'public', 'images', 'defaults');
const MAX_BYTES = 60 * 1024;

const images = [
  { name: 'livres', kind: 'book' },
  { name: 'magazines', kind: 'magazine' },
  { name: 'brochures', kind: 'brochure' },
  { name: 'conception-graphique', kind: 'design' },
  { name: 'edition-numerique', kind: 'digital' },
  { name: 'generique', kind: 'generic' },
];

fs.mkdirSync(outDir, { recursive: true });
for (const image of images) {
  let quality = 72;
  let data = await renderJpeg(
    { bucket: 'defaults', name: `default-${image.name}`, kind: image.kind, variant: 1, width: 1200, height: 800 },
    quality,
  );
  while (data.length > MAX_BYTES && quality > 40) {
    quality -= 8;
    data = await renderJpeg(
      { bucket: 'defaults', name: `default-${image.name}`, kind: image.kind, variant: 1, width: 1200, height: 800 },
      quality,
    );
  }
  if (data.length > MAX_BYTES) throw new Error(`${image.name}.jpg is ${data.length} bytes (limit ${MAX_BYTES})`);
  fs.writeFileSync(path.join(outDir, `${image.name}.jpg`), data);
  console.log(`${image.name}.jpg  ${(data.length / 1024).toFixed(1)} KB  (quality ${quality})`);
}
