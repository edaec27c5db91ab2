// Renders a share card (1200×630) with next/og. Each card is drawn once per process: there are
// only as many as the registry in lib/seo/og.ts holds.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { company } from '@/lib/copy/company';
import { OG_SIZE, type ShareCard } from './og';

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  const dir = path.join(process.cwd(), 'lib', 'seo', 'fonts');
  fonts ??= Promise.all([
    readFile(path.join(dir, 'inter-latin-400-normal.woff')),
    readFile(path.join(dir, 'inter-latin-700-normal.woff')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const BOOK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 7v14"/><path d="M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3z"/></svg>`;
const BOOK_URI = `data:image/svg+xml;base64,${Buffer.from(BOOK).toString('base64')}`;

const HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400',
};
const drawn = new Map<ShareCard, Promise<ArrayBuffer>>();

export async function shareCardResponse(card: ShareCard): Promise<Response> {
  let png = drawn.get(card);
  if (!png) {
    png = draw(card).then((r) => r.arrayBuffer());
    png.catch(() => drawn.delete(card));
    drawn.set(card, png);
  }
  return new Response(await png, { headers: HEADERS });
}

async function draw({ title, kicker }: ShareCard): Promise<ImageResponse> {
  const { regular, bold } = await loadFonts();
  const [first, second] = company.wordmark;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: '#ffffff',
        backgroundColor: '#1b356d',
        backgroundImage: 'linear-gradient(135deg, #1b356d 0%, #1a45ad 55%, #1f56d6 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 72,
            height: 72,
            borderRadius: 18,
            backgroundColor: 'rgba(255,255,255,0.14)',
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- satori renders plain <img> */}
          <img src={BOOK_URI} width={44} height={44} alt="" />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontSize: 32, fontWeight: 700 }}>{first}</span>
          <span style={{ fontSize: 20, letterSpacing: 6, textTransform: 'uppercase', color: '#bcd7ff' }}>{second}</span>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {kicker ? (
          <span
            style={{ fontSize: 28, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: '#fbbf24' }}
          >
            {kicker}
          </span>
        ) : null}
        <span style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</span>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#d9e8ff' }}>
        <span>Mise en page · Conception graphique · Saisie OCR</span>
        {/* The country of the wordmark, not the address of « Réglages »: a share image is kept for a year. */}
        <span>{second}</span>
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
