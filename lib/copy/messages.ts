// Every French message of the forms and actions, in one place (actions, forms and tests share them).

export const MSG = {
  required: 'Veuillez remplir tous les champs',
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  imageRequiredNote: '⚠️ Au moins une image est requise pour créer un projet',
  invalidSlug: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets',
  duplicateSlug: 'Ce slug est déjà utilisé, veuillez en choisir un autre',
  invalidLink: 'Le lien doit commencer par http:// ou https://',
  invalidImageUrl: 'Adresse d’image invalide',
  /** A team member's e-mail budget is spent (lib/security/email-budgets.ts). */
  staffMailBudget: 'Trop d’e-mails envoyés depuis votre compte\u00a0: réessayez plus tard.',
  invalidDate: 'Date invalide',
  invalidDuration: 'La durée doit être au format mm:ss (par exemple 12:34)',
  invalidVideo: 'Lien ou identifiant de vidéo non reconnu',
  invalidEmail: 'Adresse e-mail invalide',
  tooLong: 'Texte trop long',
  invalidCategory: 'Catégorie introuvable',
  invalidStatus: 'Statut de publication invalide',
  publishAtRequired: 'Indiquez la date et l’heure de publication',
  publishAtPast: 'La date de publication programmée doit être dans le futur',

  load: {
    users: 'Erreur lors du chargement des utilisateurs',
    categories: 'Erreur lors du chargement des catégories',
    projects: 'Erreur lors du chargement des projets',
    posts: 'Erreur lors du chargement des articles',
    tutorials: 'Erreur lors du chargement des tutoriels',
    images: 'Erreur lors du chargement des images',
  },

  category: {
    added: 'Catégorie ajoutée avec succès',
    updated: 'Catégorie mise à jour avec succès',
    deleted: 'Catégorie supprimée avec succès',
    addError: 'Erreur lors de l’ajout de la catégorie',
    updateError: 'Erreur lors de la mise à jour de la catégorie',
    deleteError: 'Erreur lors de la suppression de la catégorie',
  },

  project: {
    addedAt: (rank: number) => `Projet ajouté au rang ${rank} avec succès`,
    updated: 'Projet mis à jour avec succès',
    deleted: 'Projet supprimé avec succès',
    addError: 'Erreur lors de l’ajout du projet',
    updateError: 'Erreur lors de la mise à jour du projet',
    deleteError: 'Erreur lors de la suppression du projet',
    addImagesError: 'Projet ajouté mais erreur lors de l’ajout des images',
    updateImagesError: 'Projet mis à jour mais erreur lors de la mise à jour des images',
    movedUp: 'Projet déplacé vers le haut',
    movedDown: 'Projet déplacé vers le bas',
    movedTo: (rank: number) => `Projet déplacé au rang ${rank} avec succès`,
    moveError: 'Erreur lors du déplacement du projet',
    orderError: 'Erreur lors de la mise à jour de l’ordre des projets',
    notFound: 'Projet non trouvé',
  },

  post: {
    added: 'Article ajouté avec succès',
    updated: 'Article mis à jour avec succès',
    deleted: 'Article supprimé avec succès',
    addError: 'Erreur lors de l’ajout de l’article',
    updateError: 'Erreur lors de la mise à jour de l’article',
    deleteError: 'Erreur lors de la suppression de l’article',
  },

  tutorial: {
    added: 'Tutoriel ajouté avec succès',
    updated: 'Tutoriel mis à jour avec succès',
    deleted: 'Tutoriel supprimé avec succès',
    addError: 'Erreur lors de l’ajout du tutoriel',
    updateError: 'Erreur lors de la mise à jour du tutoriel',
    deleteError: 'Erreur lors de la suppression du tutoriel',
  },

  user: {
    statusUpdated: 'Statut mis à jour avec succès',
    roleUpdated: 'Rôle mis à jour avec succès',
    deleted: 'Utilisateur supprimé avec succès',
    created: 'Utilisateur créé avec succès',
    invited: (email: string) => `Invitation envoyée à ${email}`,
    invitationCancelled: (email: string) => `Invitation de ${email} annulée`,
    inviteError: 'Erreur lors de l’envoi de l’invitation',
    notInvited: 'Ce compte s’est déjà connecté : il n’a plus d’invitation en attente',
    statusError: 'Erreur lors de la mise à jour du statut',
    roleError: 'Erreur lors de la mise à jour du rôle',
    deleteError: 'Erreur lors de la suppression de l’utilisateur',
    createError: 'Erreur lors de la création de l’utilisateur',
    duplicateEmail: 'Un compte existe déjà avec cette adresse e-mail',
    notFound: 'Utilisateur introuvable',
    selfRole: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
    selfStatus: 'Vous ne pouvez pas désactiver votre propre compte',
    selfDelete: 'Vous ne pouvez pas supprimer votre propre compte',
    lastAdmin: 'Action impossible : il doit rester au moins un administrateur actif',
  },

  upload: {
    notImage: (file: string) => `${file} n’est pas un fichier image valide`,
    tooLarge: (file: string) => `${file} dépasse la taille maximale de 10MB`,
    success: (n: number) => `${n} image(s) téléchargée(s) avec succès`,
    error: 'Erreur lors du téléchargement des images',
    removed: 'Image supprimée',
    foreignImage: (url: string) =>
      `Les images d’autres sites ne sont pas acceptées (${url})\u00a0: déposez l’image dans l’éditeur ou choisissez-la dans la médiathèque`,
    altRequired: 'Décrivez l’image pour les personnes qui ne la voient pas',
  },

  media: {
    altSaved: 'Texte alternatif enregistré',
    altError: 'Erreur lors de l’enregistrement du texte alternatif',
    deleted: 'Image supprimée de la médiathèque',
    deleteError: 'Erreur lors de la suppression de l’image',
    inUse: (n: number) =>
      `Cette image est utilisée (${n} usage${n > 1 ? 's' : ''})\u00a0: retirez-la d’abord de ce qui l’utilise`,
    notFound: 'Image introuvable',
    cleaned: (n: number) =>
      n === 0
        ? 'Aucun fichier inutilisé à supprimer'
        : `${n} fichier${n > 1 ? 's' : ''} inutilisé${n > 1 ? 's' : ''} supprimé${n > 1 ? 's' : ''}`,
    cleanError: 'Erreur lors du nettoyage des fichiers inutilisés',
  },

  revision: {
    restored: (n: number) => `Version ${n} restaurée avec succès`,
    restoreError: 'Erreur lors de la restauration de la version',
    loadError: 'Erreur lors du chargement de l’historique',
    notFound: 'Version introuvable',
  },

  pricing: {
    saved: (service: string) => `Tarifs «\u202f${service}\u202f» enregistrés avec succès`,
    saveError: 'Erreur lors de l’enregistrement des tarifs',
    restored: 'Version des tarifs restaurée avec succès',
    amount: 'Le prix doit être un montant positif, avec deux décimales au plus (par exemple 6 ou 0,50)',
    unit: 'Choisissez une unité dans la liste',
    includes: 'Indiquez au moins une prestation incluse, une par ligne',
    oneHighlighted: 'Une seule formule peut être mise en avant',
  },

  bulk: {
    done: (n: number, noun: { one: string; many: string }, operation: 'publish' | 'draft' | 'delete') => {
      if (n === 0) return 'Aucun changement\u202f: la sélection était déjà dans cet état';
      const verb = { publish: 'publié', draft: 'repassé', delete: 'supprimé' }[operation];
      const rest = operation === 'draft' ? ' en brouillon' : '';
      return n > 1 ? `${n} ${noun.many} ${verb}s${rest}` : `1 ${noun.one} ${verb}${rest}`;
    },
    error: 'Erreur lors de l’action groupée',
  },

  subscriber: {
    deleted: (n: number) => (n > 1 ? `${n} abonnés supprimés avec succès` : 'Abonné supprimé avec succès'),
    deleteError: 'Erreur lors de la suppression des abonnés',
  },

  settings: {
    saved: 'Réglages enregistrés avec succès',
    restored: 'Version restaurée avec succès',
    saveError: 'Erreur lors de l’enregistrement des réglages',
    phone: 'Saisissez le numéro au format international, par exemple +261\u00a020\u00a022\u00a0123\u00a045',
    email: 'Veuillez saisir une adresse e-mail valide',
    url: 'Saisissez une adresse complète commençant par https://',
    delay: 'Indiquez un délai, par exemple 24\u00a0h',
    timeZone: 'Choisissez un fuseau horaire dans la liste',
  },
  texts: {
    saved: 'Textes enregistrés avec succès',
    saveError: 'Erreur lors de l’enregistrement des textes',
    required: 'Ce texte ne peut pas être vide',
    lines: (min: number, max: number) => `Indiquez de ${min} à ${max} lignes`,
    unknownVariable: (name: string, known: readonly string[]) =>
      `Variable inconnue\u00a0: ${name}. Variables possibles\u00a0: ${known.join(', ')}`,
  },
  issue: {
    subject: 'Indiquez l’objet de la lettre',
    items: 'Choisissez au moins un article ou un tutoriel',
    tooManyItems: (max: number) => `${max} articles ou tutoriels au plus`,
    saved: 'Brouillon enregistré',
    deleted: 'Brouillon supprimé',
    testSent: (email: string) => `Lettre de test envoyée à ${email}`,
    queued: (n: number) => `Envoi lancé\u00a0: ${n} abonné${n > 1 ? 's' : ''}`,
    notDraft: 'Cette lettre est déjà partie\u00a0: elle ne peut plus être modifiée.',
    noSubscriber: 'Aucun abonné confirmé\u00a0: il n’y a personne à qui envoyer cette lettre.',
    mailOff: 'L’envoi d’e-mails n’est pas configuré (SMTP_URL)\u00a0: rien ne peut partir.',
    error: 'Erreur lors de l’envoi de la lettre',
    notFound: 'Lettre introuvable',
    scheduled: (when: string) => `Envoi programmé le ${when}`,
    unscheduled: 'Programmation annulée\u00a0: la lettre est de nouveau un brouillon',
    scheduleAt: 'Indiquez la date et l’heure de l’envoi',
    schedulePast: 'L’heure de l’envoi doit être dans le futur',
    notScheduled: 'Cette lettre n’est plus programmée',
    webOn: 'Version web publiée\u00a0: la lettre se lit sur le site une fois envoyée',
    webOff: 'Version web retirée du site',
  },
  testimonials: {
    saved: 'Témoignages enregistrés avec succès',
    saveError: 'Erreur lors de l’enregistrement des témoignages',
    author: 'Indiquez le nom de la personne',
    content: 'Indiquez le témoignage',
    rating: 'La note va de 1 à 5 étoiles',
    statistic: 'Indiquez le chiffre et son libellé',
    tooMany: (max: number) => `${max} témoignages au plus`,
  },
  readers: {
    empty: 'Aucune adresse valide dans ce fichier',
    tooMany: (max: number) =>
      `Ce fichier a plus de ${max.toLocaleString('fr-FR')} lignes\u00a0: importez-le en plusieurs fois`,
    noMail:
      'Sans envoi d’e-mail configuré, les lecteurs ne peuvent pas confirmer\u00a0: indiquez où leur accord a été donné',
    error: 'Erreur lors de l’import des lecteurs',
    imported: (added: number, existing: number, confirmed: boolean) =>
      `${added} lecteur${added > 1 ? 's' : ''} ajouté${added > 1 ? 's' : ''}${existing ? ` (${existing} déjà inscrit${existing > 1 ? 's' : ''})` : ''}${confirmed ? '' : '\u00a0: chacun reçoit un e-mail de confirmation'}`,
  },

  review: {
    requested: 'Brouillon proposé à la relecture\u00a0: les éditeurs sont prévenus',
    requestError: 'Erreur lors de la demande de relecture',
    notDraft: 'Seul un brouillon enregistré peut être proposé à la relecture',
    published: 'Publié après relecture',
    returned: 'Renvoyé à l’auteur avec votre note',
    answerError: 'Erreur lors de la réponse à la relecture',
    notWaiting: 'Ce contenu n’attend plus de relecture',
    noteRequired: 'Écrivez une note pour l’auteur',
  },

  trash: {
    restored: (what: string) => `${what} restauré depuis la corbeille`,
    purged: 'Supprimé définitivement',
    restoreError: 'Erreur lors de la restauration',
    purgeError: 'Erreur lors de la suppression définitive',
    notFound: 'Cet élément n’est plus dans la corbeille',
    slugTaken: 'Un autre contenu utilise maintenant cette adresse (slug)\u00a0: changez son slug, puis restaurez',
    note: 'Il reste 30\u00a0jours dans la corbeille, d’où vous pouvez le restaurer.',
    noteMany: (n: number) =>
      n > 1
        ? 'Ils restent 30\u00a0jours dans la corbeille, d’où vous pouvez les restaurer.'
        : 'Il reste 30\u00a0jours dans la corbeille, d’où vous pouvez le restaurer.',
  },
  redirect: {
    saved: 'Redirection enregistrée',
    deleted: 'Redirection supprimée',
    imported: (n: number) => `${n} redirection${n > 1 ? 's' : ''} importée${n > 1 ? 's' : ''}`,
    error: 'Erreur lors de l’enregistrement de la redirection',
    deleteError: 'Erreur lors de la suppression de la redirection',
    source: 'Indiquez l’ancienne adresse, commençant par /, par exemple /nos-services.html',
    target: 'Indiquez la page de destination, commençant par /, par exemple /services/mise-en-page',
    reserved: 'Cette adresse appartient au back-office ou aux fichiers du site\u00a0: elle ne peut pas être redirigée',
    isPage: 'Cette adresse est une page du site\u00a0: elle ne peut pas être redirigée',
    noPage: (path: string) => `Cette page n’existe pas sur le site\u00a0: ${path}`,
    loop: 'Cette redirection ferait une boucle\u00a0: la destination renvoie à l’ancienne adresse',
    csvEmpty: 'Le fichier ne contient aucune redirection',
    csvTooBig: 'Fichier trop volumineux (1\u00a0000 lignes au plus)',
    csvRejected: 'Rien n’a été importé\u00a0: corrigez les lignes signalées et importez à nouveau le fichier',
    csvLine: (line: number, message: string) => `Ligne ${line}\u00a0: ${message}`,
  },
  rankOutOfRange: (max: number) => `Le rang doit être entre 1 et ${max}`,
} as const;

/** Toast durations (ms): moves and adds are short. */
export const TOAST = { move: 2000, add: 3000, success: 2000, error: 4000 } as const;
