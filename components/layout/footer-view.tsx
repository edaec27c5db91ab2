'use client';
// Site footer: brand column with socials, services, useful links, contact details; bottom bar
// with the copyright, « Date du jour » and the legal links. A client component with one prop, so
// its markup travels in the HTML and the shared chunk, not again in every page's RSC payload.
import Link from '@/components/ui/link';
import type { SiteDetails } from '@/lib/copy/company';
import { FOOTER_SERVICES, FOOTER_USEFUL_LINKS, LEGAL_LINKS, type NavLink } from '@/lib/copy/navigation';
import { Container } from '@/components/ui/container';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/frame';
import { SocialLinks } from '@/components/ui/social-links';
import { CurrentYear } from './current-year';
import { FooterDate } from './footer-date';
import { Logo } from './logo';

// A short class from app/globals.css: the footer is in every document.
const linkClass = 'footer-link';

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <LinkList links={links} className="mt-4 space-y-3 text-sm" />
    </nav>
  );
}

/** One line of the contact column, a link when it has one; nothing when « Réglages » leaves it empty. */
function ContactLine({ Icon, text, href }: { Icon: typeof MailIcon; text: string | null; href?: string | null }) {
  if (!text) return null;
  return (
    <p className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-200" />
      {href ? (
        <a href={href} className={`${linkClass} whitespace-nowrap`}>
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </p>
  );
}

/** What the footer shows of the company record, picked on the server (the record stays out of the script). */
export type FooterContact = Pick<SiteDetails, 'address' | 'phone' | 'phoneHref' | 'email' | 'emailHref' | 'socials'> & {
  name: string;
  tagline: string;
};

export function FooterView({ year, company }: { year: number; company: FooterContact }) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="py-14">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div>
            <Logo size="normal" variant="white" />
            <p className="mt-5 max-w-sm text-sm leading-relaxed">{company.tagline}</p>
            <SocialLinks socials={company.socials} className="mt-6 flex gap-3" linkClassName="social-tile" />
          </div>
          <LinkColumn id="footer-services" title="Services" links={FOOTER_SERVICES} />
          <LinkColumn id="footer-liens" title="Liens utiles" links={FOOTER_USEFUL_LINKS} />
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <ContactLine Icon={MapPinIcon} text={company.address.line} />
              <ContactLine Icon={PhoneIcon} text={company.phone} href={company.phoneHref} />
              <ContactLine Icon={MailIcon} text={company.email} href={company.emailHref} />
            </address>
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p>
            © <CurrentYear fallback={year} /> {company.name}. Tous droits réservés.
          </p>
          <FooterDate />
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
        </Container>
      </div>
    </footer>
  );
}
