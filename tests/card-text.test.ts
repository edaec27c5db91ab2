import { describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX, cardText } from '@/lib/format/card-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('cardText', () => {
  it('keeps a text within the limit as it is', () => {
    const text = 'Créer et appliquer des styles de paragraphe dans InDesign, pas à pas.';
    expect(cardText(text)).toBe(text);
    const exact = 'é'.repeat(CARD_TEXT_MAX);
    expect(cardText(exact)).toBe(exact);
  });

  it('cuts a long text on a word boundary, with « … », within the limit', () => {
    const long = words(1000); // ~6,900 characters, like a 5,000-character description
    const cut = cardText(long);
    expect(cut.length).toBeLessThanOrEqual(CARD_TEXT_MAX);
    expect(cut.length).toBeGreaterThan(CARD_TEXT_MAX - 12);
    expect(cut.endsWith('…')).toBe(true);
    // Whole words only: what precedes « … » is a word of the text, not the start of one.
    expect(long.startsWith(cut.slice(0, -1) + ' ')).toBe(true);
  });

  it('drops punctuation left at the cut and cuts a text without spaces anywhere', () => {
    const text = `${'a'.repeat(200)} b, ${'c'.repeat(100)}`;
    expect(cardText(text)).toBe(`${'a'.repeat(200)} b…`);
    const unbroken = 'x'.repeat(600);
    expect(cardText(unbroken)).toBe(`${'x'.repeat(CARD_TEXT_MAX - 1)}…`);
  });

  it('never splits a character outside the basic plane', () => {
    const emoji = '📘'.repeat(300);
    const cut = cardText(emoji, 10);
    expect(Array.from(cut)).toHaveLength(10);
    expect(cut).toBe(`${'📘'.repeat(9)}…`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
