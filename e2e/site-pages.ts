// The public pages of the site frame issue (services, static pages), shared by the specs.
export type SitePage = { path: string; h1: string | RegExp; texts: string[]; prices?: string[] };

export const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    h1: 'Mise en page professionnelle pour éditeurs, auteurs et entreprises',
    texts: ['Demander un devis', 'Voir nos réalisations', 'Tous nos services', 'Voir plus de projets', 'Ils nous font confiance', 'Tous les articles', 'Tous les tutoriels'],
    prices: ['À partir de 125 €', 'À partir de 6 € / page', 'À partir de 39 €'],
  },
  {
    path: '/services',
    h1: 'Mise en page, conception graphique et saisie pour l’édition',
    texts: ['Devis personnalisé', 'Réponse sous 24h', 'Sans engagement', 'Tarif transparent', 'Demander un devis gratuit', 'Conception graphique'],
    prices: ['125 €', '200 €', '6 €', '8 €', '10 €', '39 €', '69 €', '99 €'],
  },
  {
    path: '/services/mise-en-page',
    h1: 'Mise en page professionnelle de vos livres',
    texts: ['Analyse du manuscrit', 'Création du gabarit', 'Livraison', 'Jusqu’à 3 révisions', 'Jusqu’à 5 révisions', '5 à 10 jours ouvrés', '5 à 7 jours ouvrés', '7 à 10 jours ouvrés'],
    prices: ['125 €', '200 €'],
  },
  {
    path: '/services/mise-en-page-magazine',
    h1: 'Mise en page de magazines et de revues',
    texts: ['Analyse du contenu', 'Création du design', 'Réponse sous 24h', 'Sans engagement', 'Tarif transparent', 'Texte et titres', 'Texte et images', 'Graphiques et charte graphique'],
    prices: ['6 €', '8 €', '10 €'],
  },
  {
    path: '/services/mise-en-page-word',
    h1: 'Mise en page de vos documents Word',
    texts: ['Essentielle', 'Premium', 'Amazon KDP', 'Word ou InDesign ?', 'Accessibilité', 'Rendu esthétique', 'Format de sortie', '3 à 5 jours ouvrés', '.docx et .pdf'],
    prices: ['39 €', '69 €', '99 €'],
  },
  {
    path: '/services/saisie-ocr',
    h1: 'Saisie de texte et OCR',
    texts: ['Analyse des documents', 'Traitement', 'Vérification', 'Saisie manuelle', 'OCR avec vérification humaine', '2 à 5 jours', 'Word, TXT, RTF', 'Précision supérieure à 99 %'],
    prices: ['0,50 €', '0,30 €'],
  },
  {
    path: '/services/conception-graphique',
    h1: 'Conception graphique : couvertures, brochures et catalogues',
    texts: ['Couvertures de livres', 'Brochures et dépliants', 'Catalogues'],
    prices: ['90 €', '150 €', '25 €'],
  },
  {
    path: '/a-propos',
    h1: 'Votre partenaire graphique à Madagascar',
    texts: ['Notre mission', 'Excellence', 'Innovation', 'Expertise éditoriale', 'Standards internationaux', 'Équipe dédiée', 'Communication fluide', 'Depuis 2019'],
  },
  {
    path: '/contact',
    h1: 'Demandez votre devis gratuit',
    texts: ['Par e-mail', 'Sur WhatsApp', 'Réponse sous 24h', 'Réponse sous 2h', 'Antananarivo, Madagascar', 'Suivez-nous'],
  },
  {
    path: '/mentions-legales',
    h1: 'Mentions légales',
    texts: ['Éditeur du site', 'société à responsabilité limitée (SARL) au capital de 1 000 000 Ar', '1 000 000 Ar', 'Siège social : Antananarivo', 'Registre du commerce', 'Numéro d’identification fiscale', 'Directeur de la publication', 'Hébergement', 'Propriété intellectuelle'],
  },
  {
    path: '/politique-de-confidentialite',
    h1: 'Politique de confidentialité',
    texts: ['RGPD', 'Données collectées', 'Finalités du traitement', 'Cookies', 'Sécurité des données', 'droit à la portabilité', 'droit d’opposition', 'Contactez-nous'],
  },
];
