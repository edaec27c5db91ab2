// The company's social networks as a list of links opening in a new tab (contact page, footer).
// With `labelled`, the network's name is shown beside its icon; otherwise only screen readers get it.
import { company } from '@/lib/content/company';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from './frame-icons';

const SOCIAL_ICONS = {
  Facebook: FacebookIcon,
  Twitter: TwitterIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
} as const;

type Props = { className: string; linkClassName: string; labelled?: boolean };

export function SocialLinks({ className, linkClassName, labelled = false }: Props) {
  return (
    <ul className={className}>
      {company.socials.map((social) => {
        const Icon = SOCIAL_ICONS[social.name];
        return (
          <li key={social.name}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              <Icon className="size-5" />
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
