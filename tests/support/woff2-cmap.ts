// The code points a WOFF2 font maps to a glyph: just enough of the WOFF2 container (W3C WOFF2 §4–5)
// and of the OpenType `cmap` table (formats 4 and 12) to check what a subset kept.
import zlib from 'node:zlib';

const CMAP = 0; // index of 'cmap' in WOFF2's known-tag table
const GLYF = 10;
const LOCA = 11;

function readBase128(buf: Buffer, pos: { at: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf.readUInt8(pos.at++);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('woff2: UIntBase128 longer than 5 bytes');
}

/** The raw `cmap` table of a WOFF2 file. */
function cmapTable(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  const pos = { at: 48 };
  const tables: { tag: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file.readUInt8(pos.at++);
    const tag = flags & 0x3f;
    if (tag === 63) pos.at += 4; // an arbitrary tag, spelled out
    const version = flags >> 6;
    const origLength = readBase128(file, pos);
    const transformed = tag === GLYF || tag === LOCA ? version === 0 : version !== 0;
    const length = transformed ? readBase128(file, pos) : origLength;
    tables.push({ tag, length });
  }
  const data = zlib.brotliDecompressSync(file.subarray(pos.at, pos.at + compressedSize));
  let offset = 0;
  for (const t of tables) {
    if (t.tag === CMAP) return data.subarray(offset, offset + t.length);
    offset += t.length;
  }
  throw new Error('woff2: no cmap table');
}

/** Every code point the font maps to a glyph other than .notdef. */
export function codePoints(file: Buffer): Set<number> {
  const cmap = cmapTable(file);
  const covered = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  const offsets = Array.from({ length: subtables }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const format = (o: number) => cmap.readUInt16BE(o);
  const full = offsets.find((o) => format(o) === 12);
  if (full !== undefined) {
    const groups = cmap.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const at = full + 16 + g * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) covered.add(c);
    }
    return covered;
  }
  const o = offsets.find((x) => format(x) === 4);
  if (o === undefined) throw new Error('cmap: no format 4 or 12 subtable');
  const segments = cmap.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let i = 0; i < segments; i++) {
    const [end, start] = [cmap.readUInt16BE(ends + i * 2), cmap.readUInt16BE(starts + i * 2)];
    const delta = cmap.readInt16BE(deltas + i * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + i * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + 2 * (c - start));
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) covered.add(c);
    }
  }
  return covered;
}
