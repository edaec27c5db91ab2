// The company's social networks as a list of links opening in a new tab (contact page, footer).
// With `labelled`, the network's name is shown beside its icon; otherwise only screen readers get it.
import type { SocialLink } from '@/lib/copy/company';

// Brand marks are CSS masks (.brand-icon, .brand-{network} in app/globals.css).
const MARK_CLASS = {
  Facebook: 'brand-facebook',
  Twitter: 'brand-twitter',
  Instagram: 'brand-instagram',
  LinkedIn: 'brand-linkedin',
} as const;

// The links come as a prop (company.socials): rendered by the footer, a client component, this must
// not import the company record into the shared script.
type Props = { socials: readonly SocialLink[]; className: string; linkClassName: string; labelled?: boolean };

export function SocialLinks({ socials, className, linkClassName, labelled = false }: Props) {
  return (
    <ul className={className}>
      {socials.map((social) => {
        return (
          <li key={social.name}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              <span aria-hidden="true" className={`brand-icon size-5 ${MARK_CLASS[social.name]}`} />
              {labelled ? (
                <>
                  {social.name}
                  <span className="sr-only"> (nouvel onglet)</span>
                </>
              ) : (
                <span className="sr-only">{social.name} (nouvel onglet)</span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
