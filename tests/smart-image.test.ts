// Category → default image used when a picture fails to load.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultImageFor, defaultImageKey, normalizeCategory } from '@/components/ui/default-image';

describe('defaultImageKey', () => {
  it.each([
    // The seeded categories
    ['Mise en page de livres', 'livres'],
    ['Magazines', 'magazines'],
    ['Mise en page Word', 'livres'],
    ['Brochures', 'brochures'],
    ['Conception graphique', 'conception-graphique'],
    ['Édition numérique', 'edition-numerique'],
    ['Saisie et OCR', 'edition-numerique'],
    ['Catalogues', 'brochures'],
    // Accents, case and spacing do not matter
    ['  LIVRES  ', 'livres'],
    ['livre', 'livres'],
    ['EDITION NUMERIQUE', 'edition-numerique'],
    ['édition   Numérique', 'edition-numerique'],
    ['CONCEPTION-GRAPHIQUE', 'conception-graphique'],
    ['Graphisme', 'conception-graphique'],
    ['Couvertures de livres', 'livres'],
    ['Design de couverture', 'conception-graphique'],
    // Order of the rules: the more specific kind wins
    ['Mise en page magazine', 'magazines'],
    ['Livres numériques', 'edition-numerique'],
    ['Ebooks', 'edition-numerique'],
    ['Plaquettes et dépliants', 'brochures'],
    ['Revue', 'magazines'],
    // Everything else
    ['Divers', 'generique'],
    ['Photographie', 'generique'],
    ['', 'generique'],
  ] as const)('%j → %s', (name, key) => {
    expect(defaultImageKey(name)).toBe(key);
  });

  it('falls back to the generic image without a category', () => {
    expect(defaultImageKey(null)).toBe('generique');
    expect(defaultImageKey(undefined)).toBe('generique');
  });

  it('does not match inside other words', () => {
    // « livret » is not « livre », « revuelta » is not « revue »
    expect(defaultImageKey('Livret')).toBe('generique');
    expect(defaultImageKey('Revuelta')).toBe('generique');
  });
});

describe('defaultImageFor', () => {
  it('points at a file under /images/defaults', () => {
    expect(defaultImageFor('Magazines')).toBe('/images/defaults/magazines.jpg');
    expect(defaultImageFor(null)).toBe('/images/defaults/generique.jpg');
  });

  it('every key has its image in public/', () => {
    for (const key of ['livres', 'magazines', 'brochures', 'conception-graphique', 'edition-numerique', 'generique']) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', 'images', 'defaults', `${key}.jpg`)), key).toBe(true);
    }
  });
});

describe('normalizeCategory', () => {
  it('strips accents and folds punctuation and case', () => {
    expect(normalizeCategory('  Édition — Numérique ! ')).toBe('edition numerique');
  });
});
