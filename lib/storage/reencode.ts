import 'server-only';
import sharp from 'sharp';

/** Longest side of a stored image: larger uploads are scaled down (never up). */
export const MAX_IMAGE_SIDE = 2560;
// Guards against decompression bombs: a small file that decodes into a gigantic bitmap is refused.
const MAX_INPUT_PIXELS = 100_000_000;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
export class ImageDecodeError extends Error {}
/** The stored bytes and their size in pixels (one frame's, for an animation). */
export type EncodedImage = { bytes: Uint8Array; type: ImageType; width: number; height: number };

/**
 * Decodes an accepted image and writes it anew in the same format: EXIF/XMP/IPTC metadata (GPS
 * position, camera, author) and ICC profiles are dropped (colours converted to sRGB), the EXIF
 * orientation is applied to the pixels, and the longest side is capped at MAX_IMAGE_SIDE.
 * Animated GIF and WebP keep their frames. Throws ImageDecodeError when the bytes do not decode.
 * Every upload path (route handler, Supabase signed uploads) stores only what this returns.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<EncodedImage> {
  const animated = type === 'image/gif' || type === 'image/webp';
  try {
    let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type === 'image/jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
    else if (type === 'image/png') image = image.png({ compressionLevel: 9 });
    else if (type === 'image/webp') image = image.webp({ quality: 85 });
    else image = image.gif();
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    const height = (info as { pageHeight?: number }).pageHeight ?? info.height;
    return { bytes: new Uint8Array(data), type, width: info.width, height };
  } catch (e) {
    throw new ImageDecodeError(e instanceof Error ? e.message : String(e));
  }
}
