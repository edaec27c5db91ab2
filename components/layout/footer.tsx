// Site footer (see FooterView): the year of the last (re)render comes from a cached scope, so
// prerendering stays static; the browser's CurrentYear takes over after hydration.
import { cacheLife } from 'next/cache';
import { company } from '@/lib/copy/company';
import { getSiteDetails } from '@/lib/data/settings';
import { FooterView, type FooterContact } from './footer-view';
import { withTypography } from '@/lib/typography/tree';
import { typeset } from '@/lib/typography/french';

async function renderYear(): Promise<number> {
  'use cache';
  cacheLife('max');
  return new Date().getFullYear();
}

async function FooterUntypeset() {
  const { name, tagline } = company;
  const { address, phone, phoneHref, email, emailHref, socials } = await getSiteDetails();
  // FooterView is a client component: its texts arrive typeset (lib/typography).
  const contact: FooterContact = {
    name,
    tagline: typeset(tagline),
    address,
    phone,
    phoneHref,
    email,
    emailHref,
    socials,
  };
  return <FooterView year={await renderYear()} company={contact} />;
}

/** Footer, with French typography on its copy (lib/typography/tree.tsx). */
export const Footer = withTypography(FooterUntypeset);
