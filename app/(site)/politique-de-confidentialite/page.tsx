import Link from '@/components/ui/link';
import type { Metadata } from 'next';
import { AudienceOptOut } from '@/components/layout/audience-opt-out';
import { ButtonLink } from '@/components/ui/button-link';
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

export const generateMetadata = (): Promise<Metadata> => textPageMetadata('privacy', PAGES.privacy);

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Politique de confidentialité', path: '/politique-de-confidentialite' },
];

async function PrivacyPolicyPage() {
  const site = await getSiteDetails();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        breadcrumbs={CRUMBS}
        title="Politique de confidentialité"
        description={<p>Comment nous collectons, utilisons et protégeons vos données personnelles.</p>}
      />
      <Section>
        <Prose>
          <h2>Introduction</h2>
          <p>
            {company.name} accorde une grande importance à la protection de vos données personnelles. Cette politique
            explique quelles données nous collectons et comment nous les traitons, conformément au Règlement général sur
            la protection des données (RGPD).
          </p>

          <h2>Données collectées</h2>
          <ul>
            <li>
              <strong>Coordonnées</strong> : nom, adresse e-mail, numéro de téléphone et informations que vous nous
              transmettez lorsque vous nous contactez.
            </li>
            <li>
              <strong>Données de navigation</strong> : les pages consultées et la provenance des visites, comptées de
              façon anonyme (voir « Mesure d’audience »).
            </li>
          </ul>

          <h2>Finalités du traitement</h2>
          <ul>
            <li>Répondre à vos demandes de contact et de devis.</li>
            <li>Améliorer nos services et notre site.</li>
            <li>Personnaliser votre expérience.</li>
          </ul>

          <h2 id="mesure-d-audience">Mesure d’audience</h2>
          <p>
            Pour savoir quelles pages sont lues, d’où viennent les visites et lesquelles mènent à une demande de devis,
            le site compte lui-même ses visites, sans cookie et sans rien enregistrer dans votre navigateur. Aucun outil
            extérieur n’est utilisé : rien n’est transmis à un tiers.
          </p>
          <ul>
            <li>
              <strong>Ce qui est compté</strong> : la page vue, le site ou la campagne d’où vient la visite, le type
              d’appareil (téléphone, tablette, ordinateur), le pays (déduit de la langue du navigateur ou de
              l’hébergeur), les recherches faites sur le site, les clics vers nos e-mails, notre téléphone, WhatsApp et
              « Demander un devis », les étapes de l’estimateur de devis, les inscriptions à la newsletter et leurs
              confirmations, par page.
            </li>
            <li>
              <strong>Ce qui n’est jamais enregistré</strong> : votre adresse IP, votre navigateur, un identifiant. Pour
              compter une seule fois un visiteur dans la journée, une empreinte est calculée avec une clé secrète qui
              change chaque jour ; la clé et les empreintes sont détruites le lendemain.
            </li>
            <li>
              <strong>Durée de conservation</strong> : les chiffres, anonymes et regroupés par jour, sont gardés 25 mois
              au plus.
            </li>
          </ul>
          <p>
            Cette mesure sert uniquement aux statistiques du site ; elle est dispensée de consentement selon les
            recommandations de la CNIL. Vous pouvez toutefois vous y opposer : le réglage « Ne pas suivre » ou « Global
            Privacy Control » de votre navigateur est respecté, et le bouton ci-dessous l’arrête sur ce navigateur.
          </p>
          <AudienceOptOut />

          <h2>Cookies</h2>
          <p>
            Le site ne dépose aucun cookie de mesure d’audience ni de publicité. Seuls les membres de l’équipe qui se
            connectent à l’administration reçoivent un cookie de session, nécessaire à leur connexion.
          </p>

          <h2>Sécurité des données</h2>
          <p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données :</p>
          <ul>
            <li>chiffrement des échanges ;</li>
            <li>protocoles de sécurité stricts ;</li>
            <li>accès limité aux seules personnes habilitées.</li>
          </ul>

          <h2>Vos droits</h2>
          <p>Conformément au RGPD, vous disposez des droits suivants sur vos données :</p>
          <ul>
            <li>droit d’accès ;</li>
            <li>droit de rectification ;</li>
            <li>droit à l’effacement ;</li>
            <li>droit à la limitation du traitement ;</li>
            <li>droit à la portabilité ;</li>
            <li>droit d’opposition.</li>
          </ul>
          <p>
            Pour ne plus recevoir notre lettre d’information, il suffit de vous{' '}
            <Link href="/newsletter/desinscription">désinscrire</Link> par le lien présent dans chaque lettre. Votre
            adresse est alors effacée de notre liste. Une inscription jamais confirmée est effacée au bout de sept
            jours.
          </p>

          <h2>Nous contacter</h2>
          <p>
            Pour exercer vos droits ou pour toute question sur vos données, écrivez à notre équipe chargée de la
            confidentialité
            {site.email && site.emailHref ? (
              <>
                &nbsp;: <a href={site.emailHref}>{site.email}</a>.
              </>
            ) : (
              <> par la page Contact.</>
            )}
          </p>
        </Prose>
        <div className="mt-12 max-w-3xl rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
          <p className="text-lg font-semibold text-slate-900">Une question sur vos données ou sur nos services ?</p>
          <ButtonLink href="/contact" className="mt-4">
            Contactez-nous
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

export default withTypography(PrivacyPolicyPage);
