// Renders app/icon.svg (the logo's book icon) into the PNG icons: app/apple-icon.png (180 px)
// and the web manifest's public/icons/icon-{192,512}.png and icon-maskable-512.png, and app/favicon.ico
// (32 and 16 px PNGs in an ICO container) for the browsers and crawlers that ask for /favicon.ico.
// Run once after changing the icon: node_modules/.bin/node scripts/generate-icons.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const svg = fs.readFileSync('app/icon.svg', 'utf8');
// Maskable icons keep their content inside the central 80 % « safe zone »: full-bleed background,
// smaller book, no rounded corners.
const maskable = svg
  .replace('rx="14"', 'rx="0"')
  .replace('translate(14 14) scale(1.5)', 'translate(18.4 18.4) scale(1.1333)');

async function render(source, size, file) {
  await sharp(Buffer.from(source), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${file} (${size}×${size})`);
}

fs.mkdirSync('public/icons', { recursive: true });
await render(svg, 180, 'app/apple-icon.png');
await render(svg, 192, 'public/icons/icon-192.png');
await render(svg, 512, 'public/icons/icon-512.png');
await render(maskable, 512, 'public/icons/icon-maskable-512.png');

/** An ICO file holding PNG images (Windows Vista and every browser since read PNG entries). */
async function favicon(file, sizes) {
  const images = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  fs.writeFileSync(file, Buffer.concat([header, ...images]));
  console.log(`${file} (${sizes.join(', ')} px)`);
}

await favicon('app/favicon.ico', [32, 16]);
