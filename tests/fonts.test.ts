// The site's Inter files are subsets (docs/FAST-PAGES.md, « Subset fonts »): they must still draw every
// character of the site's French copy and demo content, and stay light enough to preload on every page.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../db/seed/content/categories';
import { BLOG_POSTS } from '../db/seed/content/posts';
import { PROJECTS } from '../db/seed/content/projects';
import { TUTORIALS } from '../db/seed/content/tutorials';
import * as company from '../lib/copy/company';
import * as navigation from '../lib/copy/navigation';
import * as pages from '../lib/copy/pages';
import * as pricing from '../lib/copy/pricing';
import * as services from '../lib/copy/services';
import * as siteTexts from '../lib/copy/site-texts';
import * as testimonials from '../lib/copy/testimonials';
import { ACCOUNT_MSG, AUTH_MSG } from '../lib/copy/auth-messages';
import { MSG } from '../lib/copy/messages';
import { codePoints } from './support/woff2-cmap';

const FONTS = ['400', '600', '700'].map((w) => new URL(`../app/fonts/inter-latin-${w}-normal.woff2`, import.meta.url));

// Symbols Inter's latin subset never had, drawn by the system font: the admin's warning sign and its
// emoji presentation selector (MSG.imageRequiredNote).
const SYSTEM_DRAWN = new Set(['⚠', '\uFE0F']);

// Every module of the site's copy (lib/copy/).
const content = [company, navigation, pages, pricing, services, siteTexts, testimonials];
const copy = JSON.stringify([content, MSG, AUTH_MSG, ACCOUNT_MSG, CATEGORIES, BLOG_POSTS, PROJECTS, TUTORIALS]);
// JSON keeps non-ASCII characters as they are and escapes control characters.
const characters = [...new Set(copy)].filter((c) => !SYSTEM_DRAWN.has(c));

describe('subset fonts', () => {
  it('the copy being checked is the real French copy', () => {
    // Guards the scan itself: typographic apostrophes, guillemets, accents and the euro sign occur.
    for (const c of ['’', '«', '»', 'é', 'è', 'à', 'ç', 'É', '€', '…']) expect(characters).toContain(c);
  });

  for (const url of FONTS) {
    const name = url.pathname.split('/').pop();
    it(`${name} draws every character of the copy`, () => {
      const covered = codePoints(fs.readFileSync(url));
      const missing = characters.filter((c) => !covered.has(c.codePointAt(0)!));
      expect(missing).toEqual([]);
      // French beyond the demo content: every Latin-1 letter, œ/Œ (Ÿ was never in Inter's latin subset), typographic quotes and dashes, €.
      for (const c of 'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜàâäçéèêëîïôöùûüÿœŒæÆ‘’“”«»–—…€ ') {
        expect(covered.has(c.codePointAt(0)!), c).toBe(true);
      }
    });

    it(`${name} stays a subset (at most 18 KB)`, () => {
      // The full latin files were 23.7–24.5 KB; the three are preloaded on every page.
      expect(fs.statSync(url).size).toBeLessThanOrEqual(18 * 1024);
    });
  }
});
