import type { Metadata } from 'next';
import { Section } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { company } from '@/lib/copy/company';
import { getSiteDetails } from '@/lib/data/settings';
import { PAGES } from '@/lib/copy/pages';
import { textPageMetadata } from '@/lib/seo/page-search';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { withTypography } from '@/lib/typography/tree';

export const generateMetadata = (): Promise<Metadata> => textPageMetadata('legal', PAGES.legal);

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Mentions légales', path: '/mentions-legales' },
];

async function LegalNoticePage() {
  const site = await getSiteDetails();
  const { legal } = site;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        breadcrumbs={CRUMBS}
        title="Mentions légales"
        description={<p>Informations légales relatives au site {company.name}.</p>}
      />
      <Section>
        <Prose>
          <h2>Éditeur du site</h2>
          <p>
            Le site est édité par <strong>{company.name}</strong>
            {legal.form && <>, {legal.form.charAt(0).toLowerCase() + legal.form.slice(1)}</>}
            {legal.capital && (
              <>
                {' '}
                au capital de <strong>{legal.capital}</strong>
              </>
            )}
            .
          </p>
          <ul>
            {legal.headOffice && <li>Siège social : {legal.headOffice}</li>}
            {legal.tradeRegister && <li>Registre du commerce et des sociétés (RCS) : {legal.tradeRegister}</li>}
            {legal.taxId && <li>Numéro d’identification fiscale (NIF) : {legal.taxId}</li>}
            {site.phone && site.phoneHref && (
              <li>
                Téléphone : <a href={site.phoneHref}>{site.phone}</a>
              </li>
            )}
            {site.email && site.emailHref && (
              <li>
                E-mail : <a href={site.emailHref}>{site.email}</a>
              </li>
            )}
          </ul>

          {legal.director && (
            <>
              <h2>Directeur de la publication</h2>
              <p>Directeur de la publication : {legal.director}.</p>
            </>
          )}

          {legal.host && (
            <>
              <h2>Hébergement</h2>
              <p>Le site est hébergé par {legal.host}.</p>
            </>
          )}

          <h2>Propriété intellectuelle</h2>
          <p>
            L’ensemble des contenus de ce site (textes, images, logos, maquettes, vidéos et éléments graphiques) est
            protégé par le droit d’auteur et le droit des marques. Ils sont la propriété de {company.name} ou de ses
            clients, qui en ont autorisé la présentation.
          </p>
          <p>
            Toute reproduction, représentation, modification ou diffusion, totale ou partielle, de ces contenus sans
            autorisation écrite préalable est interdite et constitue une contrefaçon.
          </p>

          <h2>Responsabilité</h2>
          <p>
            {company.name} s’efforce de fournir des informations exactes et à jour, mais ne saurait être tenue
            responsable des erreurs ou omissions, ni d’une indisponibilité du site. Les tarifs affichés sont indicatifs
            (« à partir de ») ; seul le devis accepté fait foi.
          </p>
        </Prose>
      </Section>
    </>
  );
}

export default withTypography(LegalNoticePage);
