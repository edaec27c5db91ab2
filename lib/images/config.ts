// The image optimiser's settings, shared by next.config.ts (which serves /_next/image) and the site's
// own <img> attributes (lib/images/attributes.ts), so the widths a page asks for are the widths the
// optimiser accepts.

// Fewer candidate widths: shorter srcset attributes in every document, the same sharpness. Next lists every
// width above (smallest vw in `sizes`) × 640, so card grids give their desktop width in px (they sit in a
// 1280px container) and keep vw for phones: 4 candidates instead of 6.
export const IMAGE_DEVICE_SIZES = [640, 828, 1200, 1920];
export const IMAGE_SIZES = [64, 128, 256];
/** Next's default quality (no `images.qualities` list is configured). */
export const IMAGE_QUALITY = 75;
