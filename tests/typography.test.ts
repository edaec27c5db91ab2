// French typography (lib/typography): the strings, the element trees of server components, and the
// markdown bodies' text, never URLs, e-mail addresses, code or form values.
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { typeset } from '@/lib/typography/french';
import { rehypeFrenchTypography } from '@/lib/typography/rehype';
import { typesetTree, withTypography } from '@/lib/typography/tree';
import { ACCOUNT_MSG, AUTH_MSG } from '@/lib/copy/auth-messages';
import { NEWSLETTER_MSG } from '@/lib/newsletter/types';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Shows the invisible spaces: ⍽ no-break, ⌴ narrow no-break. */
const shown = (s: string) => s.replaceAll(NBSP, '⍽').replaceAll(NNBSP, '⌴');

describe('typeset', () => {
  it('puts a no-break space before a colon and a narrow one before ; ! ?', () => {
    expect(shown(typeset('Conception graphique : couvertures'))).toBe('Conception graphique⍽: couvertures');
    expect(shown(typeset('Note: 5'))).toBe('Note⍽: 5');
    expect(shown(typeset('Pourquoi nous choisir ?'))).toBe('Pourquoi nous choisir⌴?');
    expect(shown(typeset('Bienvenue! Voilà ; fin ?!'))).toBe('Bienvenue⌴! Voilà⌴; fin⌴?!');
  });

  it('spaces the inside of « » and turns straight quotes into them', () => {
    expect(shown(typeset('Magazine « Horizons Océan Indien »'))).toBe('Magazine «⌴Horizons Océan Indien⌴»');
    expect(shown(typeset('Magazine "Horizons"'))).toBe('Magazine «⌴Horizons⌴»');
  });

  it('binds a number to its unit or currency and curls apostrophes', () => {
    expect(shown(typeset('À partir de 125 € par ouvrage, 24 h, 95 %'))).toBe(
      'À partir de 125⍽€ par ouvrage, 24⍽h, 95⍽%',
    );
    expect(typeset("L'autoédition d'un livre")).toBe('L’autoédition d’un livre');
  });

  it('leaves URLs, e-mail addresses, times and query strings alone', () => {
    const text = 'Écrivez à contact@studio.mg ou voyez https://exemple.fr/a?b=c:d, à 12:30';
    expect(typeset(text)).toBe(text);
  });

  it('keeps the spaces around a fragment that is put together with others', () => {
    expect(typeset('Réponse sous ')).toBe('Réponse sous ');
    expect(typeset(' et plus')).toBe(' et plus');
  });

  it('is idempotent', () => {
    const once = typeset('Tarifs : « Simple » ? 6 € !');
    expect(typeset(once)).toBe(once);
  });
});

describe('typesetTree', () => {
  const Section = (_: { title: string; href: string; after?: unknown; children?: unknown }) => null;

  it('typesets text children and text props, not hrefs, ids or field values', () => {
    const tree = createElement(
      'div',
      { id: 'a:b ?', title: 'Infobulle : x' },
      createElement(Section, { title: 'Tarifs : magazine', href: '/x?y=1 :' }),
      createElement('input', { value: 'valeur : saisie', readOnly: true }),
      'Pourquoi ?',
    );
    const out = typesetTree(tree) as ReactElement<{ id: string; title: string; children: ReactElement[] }>;
    expect(out.props.id).toBe('a:b ?');
    expect(shown(out.props.title)).toBe('Infobulle⍽: x');
    const [section, input, text] = out.props.children as unknown as [ReactElement, ReactElement, string];
    expect(shown((section.props as { title: string }).title)).toBe('Tarifs⍽: magazine');
    expect((section.props as { href: string }).href).toBe('/x?y=1 :');
    expect((input.props as { value: string }).value).toBe('valeur : saisie');
    expect(shown(text)).toBe('Pourquoi⌴?');
  });

  it('gives a string the character before it: « <strong>Données</strong> : pages »', () => {
    const tree = createElement('li', null, createElement('strong', null, 'Données'), ' : pages', ' ', 2, ' : deux');
    expect(shown(renderToStaticMarkup(typesetTree(tree) as ReactElement))).toBe(
      '<li><strong>Données</strong>⍽: pages 2⍽: deux</li>',
    );
  });

  it('walks elements under any prop name (a section’s `after`)', () => {
    const tree = createElement(Section, { title: 'x', href: '/', after: createElement('p', null, 'Des délais ?') });
    const after = (typesetTree(tree) as ReactElement<{ after: ReactElement<{ children: string }> }>).props.after;
    expect(isValidElement(after) && shown(after.props.children)).toBe('Des délais⌴?');
  });

  it('leaves a layout’s page slot to the page', async () => {
    const page = createElement('p', null, 'Pas ici : non');
    const Layout = ({ children }: { children: ReactElement }) => createElement('main', null, 'Ici : oui', children);
    const html = renderToStaticMarkup((await withTypography(Layout, 'children')({ children: page })) as ReactElement);
    expect(shown(html)).toBe('<main>Ici⍽: oui<p>Pas ici : non</p></main>');
  });
});

describe('markdown bodies', () => {
  const render = (md: string) =>
    shown(renderToStaticMarkup(createElement(Markdown, { rehypePlugins: [rehypeFrenchTypography] }, md)));

  it('typesets the text, across inline elements, and never code', () => {
    expect(render('**Important** : lisez ceci ! Voir `a : b` et')).toBe(
      '<p><strong>Important</strong>⍽: lisez ceci⌴! Voir <code>a : b</code> et</p>',
    );
    expect(render('```\nx : y ?\n```')).toBe('<pre><code>x : y ?\n</code></pre>');
    expect(render('[le guide](https://exemple.fr/a?b=1:2) : suite')).toBe(
      '<p><a href="https://exemple.fr/a?b=1:2">le guide</a>⍽: suite</p>',
    );
  });
});

describe('typesetTree on data', () => {
  it('keeps the other fields of the objects it typesets (an icon beside a label)', () => {
    const Icon = () => null;
    const Hero = (_: { facts: { icon: unknown; label: string; value: string }[] }) => null;
    const out = typesetTree(createElement(Hero, { facts: [{ icon: Icon, label: 'Délai', value: 'Tarif : 6 €' }] }));
    const [fact] = (out as ReactElement<{ facts: { icon: unknown; label: string; value: string }[] }>).props.facts;
    expect(fact!.icon).toBe(Icon);
    expect(shown(fact!.value)).toBe('Tarif⍽: 6⍽€');
  });
});

describe('texts that client components show as they are', () => {
  // No server typesetting reaches a client form's own strings: they must be written typeset.
  it.each(Object.entries({ ...AUTH_MSG, ...ACCOUNT_MSG, ...NEWSLETTER_MSG }))('%s', (_, text) => {
    const sample = typeof text === 'function' ? text(3) : text;
    expect(shown(sample)).toBe(shown(typeset(sample)));
  });
});
