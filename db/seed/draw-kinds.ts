// One composition per kind of work (book, magazine, brochure, design, digital, Word, OCR, generic).
import type { ImageKind } from './images.ts';
import { FONT, SERIF, bars, n, photo, rect, shadow, textLines, wrap } from './draw-kit.ts';
import type { Box, Palette } from './draw-kit.ts';

function drawBook(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  const ch = b.h * 0.92;
  const cw = ch * 0.68;
  const cx = b.x + (variant % 2 === 0 ? b.w * 0.04 : b.w - cw - b.w * 0.04);
  const cy = b.y + b.h * 0.04;
  let out = shadow(cx, cy, cw, ch);
  out += rect(cx, cy, cw, ch, p.mid, 'rx="4"');
  out += rect(cx, cy, cw, ch * 0.55, 'url(#cover)', 'rx="4"');
  out += `<circle cx="${n(cx + cw * 0.68)}" cy="${n(cy + ch * 0.3)}" r="${n(cw * 0.22)}" fill="${p.accent}" opacity="0.85"/>`;
  out += `<path d="M${n(cx)} ${n(cy + ch * 0.55)} L${n(cx + cw * 0.4)} ${n(cy + ch * 0.36)} L${n(cx + cw * 0.7)} ${n(cy + ch * 0.5)} L${n(cx + cw)} ${n(cy + ch * 0.4)} V${n(cy + ch * 0.55)} Z" fill="${p.dark}" opacity="0.7"/>`;
  out += rect(cx, cy, cw * 0.045, ch, '#000', 'opacity="0.18"');
  const t = title && variant === 0 ? wrap(title, 16, 3) : null;
  if (t) out += textLines(t, cx + cw * 0.1, cy + ch * 0.66, cw * 0.085, p.paper, SERIF);
  else out += bars(r, cx + cw * 0.1, cy + ch * 0.64, cw * 0.7, 2, ch * 0.07, ch * 0.038, p.paper, 0.9);
  out += rect(cx + cw * 0.1, cy + ch * 0.9, cw * 0.36, ch * 0.018, p.accent, 'rx="3"');
  // Open book beside the cover.
  const ow = b.w - cw - b.w * 0.1;
  if (ow > b.w * 0.3) {
    const ox = variant % 2 === 0 ? cx + cw + b.w * 0.04 : b.x + b.w * 0.02;
    const oh = Math.min(b.h * 0.78, (ow / 2) * 1.45);
    const oy = b.y + (b.h - oh) / 2 + b.h * 0.04;
    const pw = ow / 2;
    out += shadow(ox, oy, ow, oh, 3);
    out += rect(ox, oy, ow, oh, p.paper, 'rx="3"');
    out += rect(ox + pw - pw * 0.12, oy, pw * 0.24, oh, 'url(#fold)');
    for (let s = 0; s < 2; s++) {
      const px = ox + s * pw + pw * 0.13;
      const inner = pw * 0.74;
      if (s === 0) {
        out += rect(px, oy + oh * 0.1, inner * 0.55, oh * 0.035, p.mid, 'rx="3"');
        out += rect(px, oy + oh * 0.19, oh * 0.1, oh * 0.1, p.accent, 'rx="2"');
        out += bars(r, px + oh * 0.12, oy + oh * 0.195, inner - oh * 0.12, 2, oh * 0.05, oh * 0.016, p.ink, 0.55);
        out += bars(r, px, oy + oh * 0.31, inner, 11, oh * 0.05, oh * 0.016, p.ink, 0.55);
      } else {
        out += bars(r, px, oy + oh * 0.1, inner, 15, oh * 0.05, oh * 0.016, p.ink, 0.55);
      }
      out += rect(px + inner / 2 - 6, oy + oh * 0.92, 12, oh * 0.014, p.ink, 'opacity="0.4"');
    }
  }
  return out;
}

function drawMagazine(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  const sh = Math.min(b.h * 0.9, (b.w / 2) * 1.32);
  const pw = sh / 1.32;
  const sx = b.x + (b.w - pw * 2) / 2;
  const sy = b.y + (b.h - sh) / 2;
  let out = shadow(sx, sy, pw * 2, sh, 2);
  out += rect(sx, sy, pw * 2, sh, p.paper, 'rx="2"');
  // Left page: full-bleed photo with the headline.
  const photoLeft = variant % 2 === 0;
  const lx = photoLeft ? sx : sx + pw;
  out += photo(lx, sy, pw, sh, p, r);
  out += rect(lx, sy + sh * 0.62, pw, sh * 0.38, p.dark, 'opacity="0.55"');
  const t = title ? wrap(variant === 0 ? title : title.split(' ').slice(0, 3).join(' '), 15, 2) : null;
  if (t) out += textLines(t, lx + pw * 0.08, sy + sh * 0.75, pw * 0.085, '#ffffff');
  else out += bars(r, lx + pw * 0.08, sy + sh * 0.72, pw * 0.7, 2, sh * 0.07, sh * 0.04, '#ffffff', 0.95);
  out += bars(r, lx + pw * 0.08, sy + sh * 0.9, pw * 0.6, 1, 0, sh * 0.015, p.accent, 1);
  // Text page: heading, three columns, a pull quote and an inset picture.
  const tx = photoLeft ? sx + pw : sx;
  const m = pw * 0.09;
  const colW = (pw - m * 2 - m * 0.6) / 3;
  out += rect(tx + m, sy + sh * 0.07, pw * 0.5, sh * 0.045, p.mid, 'rx="3"');
  out += rect(tx + m, sy + sh * 0.135, pw * 0.32, sh * 0.02, p.accent, 'rx="3"');
  for (let c = 0; c < 3; c++) {
    const cx = tx + m + c * (colW + m * 0.3);
    if (c === 1) {
      out += photo(cx, sy + sh * 0.2, colW * 2 + m * 0.3, sh * 0.24, p, r);
      out += bars(r, cx, sy + sh * 0.48, colW, 11, sh * 0.038, sh * 0.013, p.ink, 0.5);
    } else if (c === 2) {
      out += bars(r, cx, sy + sh * 0.48, colW, 5, sh * 0.038, sh * 0.013, p.ink, 0.5);
      out += rect(cx, sy + sh * 0.69, 4, sh * 0.14, p.accent);
      out += bars(r, cx + 12, sy + sh * 0.7, colW - 12, 4, sh * 0.034, sh * 0.018, p.mid, 0.9);
    } else {
      out += bars(r, cx, sy + sh * 0.2, colW, 17, sh * 0.038, sh * 0.013, p.ink, 0.5);
    }
  }
  out += rect(sx + pw - pw * 0.06, sy, pw * 0.12, sh, 'url(#fold)');
  return out;
}

function drawBrochure(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  const ph = Math.min(b.h * 0.86, (b.w / 3) * 1.9);
  const pw = ph / 1.9;
  const x0 = b.x + (b.w - pw * 3) / 2;
  const y0 = b.y + (b.h - ph) / 2;
  const skew = ph * 0.05;
  let out = `<path d="M${n(x0 + 10)} ${n(y0 + 14 + skew)} H${n(x0 + pw * 3 + 10)} V${n(y0 + ph + 14 - skew)} H${n(x0 + 10)} Z" fill="#000" opacity="0.2"/>`;
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * pw;
    const dy = i === 1 ? 0 : skew;
    const fill = i === 2 - (variant % 2) * 2 ? p.mid : p.paper;
    out += `<path d="M${n(x)} ${n(y0 + dy)} L${n(x + pw)} ${n(y0 + (i === 0 ? 0 : i === 1 ? skew : 0))} L${n(x + pw)} ${n(y0 + ph - (i === 0 ? 0 : i === 1 ? skew : 0))} L${n(x)} ${n(y0 + ph - dy)} Z" fill="${fill}"/>`;
    const ix = x + pw * 0.12;
    const iw = pw * 0.76;
    if (fill === p.mid) {
      out += `<circle cx="${n(x + pw / 2)}" cy="${n(y0 + ph * 0.3)}" r="${n(pw * 0.22)}" fill="${p.accent}"/>`;
      const t = title ? wrap(title, 11, 3) : null;
      if (t && variant === 0) out += textLines(t, x + pw / 2, y0 + ph * 0.6, pw * 0.1, '#ffffff', FONT, 700, 'middle');
      else out += bars(r, ix, y0 + ph * 0.58, iw, 3, ph * 0.055, ph * 0.028, '#ffffff', 0.95);
      out += rect(ix, y0 + ph * 0.86, iw * 0.5, ph * 0.02, p.accent, 'rx="3"');
    } else {
      out += photo(ix, y0 + ph * 0.1, iw, ph * 0.3, p, r);
      out += rect(ix, y0 + ph * 0.46, iw * 0.7, ph * 0.03, p.mid, 'rx="3"');
      out += bars(r, ix, y0 + ph * 0.53, iw, 8, ph * 0.042, ph * 0.014, p.ink, 0.5);
    }
    if (i > 0) out += rect(x - 3, y0, 6, ph, '#000', 'opacity="0.07"');
  }
  return out;
}

function drawDesign(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  let out = '';
  const s = Math.min(b.w, b.h * 1.4);
  // Brand board: logo mark, name, swatches, type specimen, a business card.
  const bx = b.x + (b.w - s) / 2;
  const by = b.y + (b.h - s / 1.4) / 2;
  const bw = s;
  const bh = s / 1.4;
  out += shadow(bx, by, bw, bh, 10);
  out += rect(bx, by, bw, bh, p.paper, 'rx="10"');
  const lx = bx + bw * 0.2;
  const ly = by + bh * 0.34;
  const lr = bh * 0.16;
  out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr)}" fill="${p.mid}"/>`;
  out += `<circle cx="${n(lx + lr * 0.7)}" cy="${n(ly - lr * 0.2)}" r="${n(lr * 0.7)}" fill="${p.accent}" opacity="0.9"/>`;
  out += `<path d="M${n(lx - lr * 0.55)} ${n(ly + lr * 0.35)} Q${n(lx)} ${n(ly - lr * 0.9)} ${n(lx + lr * 0.6)} ${n(ly + lr * 0.45)}" stroke="${p.paper}" stroke-width="${n(lr * 0.14)}" fill="none" stroke-linecap="round"/>`;
  const name = title && variant === 0 ? wrap(title, 18, 2) : null;
  if (name) out += textLines(name, bx + bw * 0.38, by + bh * 0.3, bh * 0.07, p.ink);
  else out += bars(r, bx + bw * 0.38, by + bh * 0.25, bw * 0.4, 2, bh * 0.08, bh * 0.045, p.ink, 0.85);
  out += rect(bx + bw * 0.38, by + bh * 0.43, bw * 0.22, bh * 0.018, p.accent, 'rx="3"');
  const swatches = [p.dark, p.mid, p.accent, p.ink, '#d9d4c7'];
  const sw = (bw * 0.6 - 4 * 12) / 5;
  swatches.forEach((c, i) => {
    out += rect(bx + bw * 0.08 + i * (sw + 12), by + bh * 0.62, sw, bh * 0.22, c, 'rx="8"');
  });
  out += `<text x="${n(bx + bw * 0.83)}" y="${n(by + bh * 0.8)}" font-family="${SERIF}" font-size="${n(bh * 0.24)}" font-weight="700" fill="${p.mid}" text-anchor="middle">Aa</text>`;
  out += rect(bx + bw * 0.72, by + bh * 0.84, bw * 0.22, bh * 0.012, p.ink, 'opacity="0.3"');
  // Business card, tilted over the corner.
  const cw = bw * 0.34;
  const chh = cw * 0.58;
  const cardX = variant % 2 === 0 ? bx + bw * 0.7 : bx - bw * 0.04;
  out += `<g transform="rotate(${variant % 2 === 0 ? -8 : 7} ${n(cardX + cw / 2)} ${n(by - chh * 0.1)})">`;
  out += shadow(cardX, by - chh * 0.45, cw, chh, 6);
  out += rect(cardX, by - chh * 0.45, cw, chh, p.dark, 'rx="6"');
  out += `<circle cx="${n(cardX + cw * 0.18)}" cy="${n(by - chh * 0.45 + chh * 0.35)}" r="${n(chh * 0.16)}" fill="${p.accent}"/>`;
  out += bars(r, cardX + cw * 0.38, by - chh * 0.45 + chh * 0.28, cw * 0.5, 3, chh * 0.13, chh * 0.055, p.paper, 0.9);
  out += '</g>';
  return out;
}

function drawDigital(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  const th = b.h * 0.9;
  const tw = th * 0.75;
  const tx = b.x + (variant % 2 === 0 ? b.w * 0.08 : b.w - tw - b.w * 0.2);
  const ty = b.y + (b.h - th) / 2;
  let out = shadow(tx, ty, tw, th, 28);
  out += rect(tx, ty, tw, th, '#15181d', 'rx="28"');
  const m = tw * 0.06;
  const sx = tx + m;
  const sy = ty + m;
  const sw = tw - m * 2;
  const sh = th - m * 2;
  out += rect(sx, sy, sw, sh, p.paper, 'rx="6"');
  out += photo(sx, sy, sw, sh * 0.34, p, r);
  const t = title && variant === 0 ? wrap(title, 20, 2) : null;
  if (t) out += textLines(t, sx + sw * 0.08, sy + sh * 0.44, sw * 0.065, p.ink, SERIF);
  else out += bars(r, sx + sw * 0.08, sy + sh * 0.41, sw * 0.7, 2, sh * 0.05, sh * 0.03, p.ink, 0.8);
  out += bars(r, sx + sw * 0.08, sy + sh * 0.55, sw * 0.84, 9, sh * 0.045, sh * 0.014, p.ink, 0.5);
  out += rect(sx + sw * 0.08, sy + sh * 0.96, sw * 0.84, 4, '#d6d1c4', 'rx="2"');
  out += rect(sx + sw * 0.08, sy + sh * 0.96, sw * 0.84 * (0.2 + r() * 0.6), 4, p.accent, 'rx="2"');
  // Phone with the same text reflowed.
  const ph = th * 0.62;
  const pw = ph * 0.5;
  const px = variant % 2 === 0 ? tx + tw + b.w * 0.05 : tx - pw * 0.55;
  const py = ty + th - ph - th * 0.02;
  if (px + pw <= b.x + b.w + 1 && px >= b.x - 1) {
    out += shadow(px, py, pw, ph, 22);
    out += rect(px, py, pw, ph, '#15181d', 'rx="22"');
    out += rect(px + pw * 0.07, py + pw * 0.14, pw * 0.86, ph - pw * 0.28, '#ffffff', 'rx="4"');
    out += rect(px + pw * 0.15, py + ph * 0.12, pw * 0.6, ph * 0.035, p.mid, 'rx="3"');
    out += bars(r, px + pw * 0.15, py + ph * 0.2, pw * 0.7, 12, ph * 0.05, ph * 0.016, p.ink, 0.5);
  }
  const pillX = variant % 2 === 0 ? tx + tw - tw * 0.12 : tx + tw * 0.02;
  out += rect(pillX, ty - th * 0.015, tw * 0.22, th * 0.07, p.accent, `rx="${n(th * 0.035)}"`);
  out += `<text x="${n(pillX + tw * 0.11)}" y="${n(ty + th * 0.033)}" font-family="${FONT}" font-size="${n(th * 0.038)}" font-weight="700" fill="${p.dark}" text-anchor="middle">EPUB</text>`;
  return out;
}

function page(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  r: () => number,
  title: string[] | null,
  kind: 'cover' | 'toc' | 'text',
): string {
  let out = shadow(x, y, w, h, 3) + rect(x, y, w, h, '#ffffff', 'rx="3"');
  const m = w * 0.12;
  const iw = w - m * 2;
  if (kind === 'cover') {
    out += rect(x, y, w, h * 0.42, p.mid, 'rx="3"');
    out += rect(x + m, y + h * 0.34, iw * 0.3, h * 0.012, p.accent);
    if (title) out += textLines(title, x + m, y + h * 0.54, w * 0.075, p.ink, SERIF);
    else out += bars(r, x + m, y + h * 0.5, iw * 0.8, 2, h * 0.05, h * 0.028, p.ink, 0.85);
    out += bars(r, x + m, y + h * 0.8, iw * 0.5, 2, h * 0.03, h * 0.012, p.ink, 0.45);
  } else if (kind === 'toc') {
    out += rect(x + m, y + h * 0.1, iw * 0.45, h * 0.028, p.mid, 'rx="3"');
    for (let i = 0; i < 9; i++) {
      const ly = y + h * 0.2 + i * h * 0.07;
      const lw = iw * (0.35 + r() * 0.25);
      out += rect(x + m + (i % 3 === 0 ? 0 : iw * 0.05), ly, lw, h * 0.013, p.ink, 'opacity="0.6" rx="2"');
      out += `<line x1="${n(x + m + lw + iw * 0.08)}" y1="${n(ly + h * 0.01)}" x2="${n(x + m + iw * 0.9)}" y2="${n(ly + h * 0.01)}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="2 6"/>`;
      out += rect(x + m + iw * 0.93, ly, iw * 0.07, h * 0.013, p.ink, 'opacity="0.6" rx="2"');
    }
  } else {
    out += rect(x + m, y + h * 0.08, iw * 0.6, h * 0.026, p.mid, 'rx="3"');
    out += bars(r, x + m, y + h * 0.15, iw, 8, h * 0.035, h * 0.011, p.ink, 0.5);
    out += rect(x + m, y + h * 0.46, iw * 0.45, h * 0.02, p.accent, 'rx="3"');
    out += bars(r, x + m, y + h * 0.52, iw, 9, h * 0.035, h * 0.011, p.ink, 0.5);
  }
  out += rect(x + w / 2 - 6, y + h * 0.94, 12, h * 0.01, p.ink, 'opacity="0.4"');
  return out;
}

function drawWord(b: Box, p: Palette, r: () => number, title: string | undefined, variant: number): string {
  // Three fanned pages span about 2.4 page widths: size them so the fan stays inside the box.
  const w = Math.min((b.h * 0.86) / 1.414, b.w / 2.4);
  const h = w * 1.414;
  const cx = b.x + b.w / 2;
  const y = b.y + (b.h - h) / 2;
  const t = title && variant === 0 ? wrap(title, 16, 3) : null;
  const order: ('cover' | 'toc' | 'text')[] = variant % 2 === 0 ? ['text', 'toc', 'cover'] : ['cover', 'toc', 'text'];
  let out = '';
  order.forEach((kind, i) => {
    const angle = (i - 1) * 7;
    const x = cx - w / 2 + (i - 1) * w * 0.55;
    out += `<g transform="rotate(${angle} ${n(x + w / 2)} ${n(y + h)})">${page(x, y, w, h, p, r, kind === 'cover' ? t : null, kind)}</g>`;
  });
  return out;
}

function drawOcr(b: Box, p: Palette, r: () => number, _title: string | undefined, variant: number): string {
  const h = b.h * 0.84;
  const w = h / 1.38;
  const y = b.y + (b.h - h) / 2;
  const lx = b.x + b.w * 0.02;
  const rx = b.x + b.w - w - b.w * 0.02;
  // Old page: sepia, wavy handwriting strokes, a stain.
  let out = `<g transform="rotate(-4 ${n(lx + w / 2)} ${n(y + h / 2)})">`;
  out += shadow(lx, y, w, h, 2) + rect(lx, y, w, h, '#e8dcc0', 'rx="2"');
  out += `<circle cx="${n(lx + w * 0.75)}" cy="${n(y + h * 0.78)}" r="${n(w * 0.16)}" fill="#c9b48a" opacity="0.45"/>`;
  for (let i = 0; i < 15; i++) {
    const ly = y + h * 0.1 + i * h * 0.054;
    const len = w * (i % 5 === 4 ? 0.45 : 0.76);
    let d = `M${n(lx + w * 0.1)} ${n(ly)}`;
    for (let k = 1; k <= 10; k++)
      d += ` Q${n(lx + w * 0.1 + (len * (k - 0.5)) / 10)} ${n(ly + (r() - 0.5) * h * 0.025)} ${n(lx + w * 0.1 + (len * k) / 10)} ${n(ly)}`;
    out += `<path d="${d}" stroke="#5b4a32" stroke-width="2.2" fill="none" opacity="0.7"/>`;
  }
  out += '</g>';
  // Chevrons in between.
  const mx = (lx + w + rx) / 2;
  for (let i = 0; i < 3; i++) {
    const ax = mx - 30 + i * 22;
    out += `<path d="M${n(ax)} ${n(b.y + b.h / 2 - 22)} L${n(ax + 18)} ${n(b.y + b.h / 2)} L${n(ax)} ${n(b.y + b.h / 2 + 22)}" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${0.45 + i * 0.25}"/>`;
  }
  // Clean digital page with a scan band.
  out += shadow(rx, y, w, h, 3) + rect(rx, y, w, h, '#ffffff', 'rx="3"');
  out += rect(rx + w * 0.1, y + h * 0.08, w * 0.5, h * 0.026, p.mid, 'rx="3"');
  out += bars(r, rx + w * 0.1, y + h * 0.16, w * 0.8, 14, h * 0.052, h * 0.013, p.ink, 0.55);
  const band = y + h * (0.3 + (variant % 3) * 0.15);
  out += rect(rx, band, w, h * 0.08, p.accent, 'opacity="0.25"');
  out += rect(rx - 8, band + h * 0.04, w + 16, 3, p.accent);
  return out;
}

function drawGeneric(b: Box, p: Palette, r: () => number, _title: string | undefined, variant: number): string {
  let out = '';
  const cols = 3;
  const gap = b.w * 0.03;
  const cw = (b.w - gap * (cols - 1)) / cols;
  const chh = (b.h - gap) / 2;
  for (let i = 0; i < cols * 2; i++) {
    const c = i % cols;
    const row = Math.floor(i / cols);
    const x = b.x + c * (cw + gap);
    const y = b.y + row * (chh + gap);
    out += shadow(x, y, cw, chh, 8) + rect(x, y, cw, chh, p.paper, 'rx="8"');
    if ((i + variant) % 2 === 0) out += photo(x + cw * 0.08, y + chh * 0.08, cw * 0.84, chh * 0.5, p, r);
    else out += rect(x + cw * 0.08, y + chh * 0.08, cw * 0.84, chh * 0.5, i % 3 === 0 ? p.accent : p.mid, 'rx="4"');
    out += bars(r, x + cw * 0.08, y + chh * 0.66, cw * 0.84, 3, chh * 0.09, chh * 0.035, p.ink, 0.5);
  }
  return out;
}

export const DRAW: Record<
  ImageKind,
  (b: Box, p: Palette, r: () => number, title: string | undefined, variant: number) => string
> = {
  book: drawBook,
  magazine: drawMagazine,
  brochure: drawBrochure,
  design: drawDesign,
  digital: drawDigital,
  word: drawWord,
  ocr: drawOcr,
  generic: drawGeneric,
};
