// Slugs, in a module of their own: public pages build blog category URLs with it, and a browser bundle
// takes a whole module, so it should not carry the admin's other text helpers along.

/** Lower-case ASCII slug from French text: accents stripped, ligatures expanded, dashes only. */
export function slugify(text: string, maxLength = 120): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}
