-- The price table, edited from the back office (« Tarifs ») instead of the code: one row per service with
-- its plans in order (name, amount in euros tax included, unit, delay, description, what is included,
-- the highlighted plan). Seeded with the spec's prices. Everyone reads it (the prices are public); only
-- the app's own connection writes it, in the same transaction as the revision and the journal entry.
create table if not exists public.service_prices (
  id uuid primary key default gen_random_uuid(),
  service text not null unique check (service in ('book', 'magazine', 'word', 'text-entry', 'graphic')),
  plans jsonb not null check (jsonb_typeof(plans) = 'array' and jsonb_array_length(plans) between 1 and 12),
  updated_at timestamptz not null default now()
);

alter table public.service_prices enable row level security;
revoke all on public.service_prices from public, anon, authenticated, service_role;
grant select on public.service_prices to anon, authenticated;
grant select, insert, update on public.service_prices to service_role;
drop policy if exists service_prices_public_read on public.service_prices;
create policy service_prices_public_read on public.service_prices for select to anon, authenticated using (true);

drop trigger if exists service_prices_updated_at on public.service_prices;
create trigger service_prices_updated_at before update on public.service_prices
  for each row execute function public.set_updated_at();

-- Price tables keep their history like articles: the revision check admits them.
alter table public.content_revisions drop constraint if exists content_revisions_entity_check;
alter table public.content_revisions
  add constraint content_revisions_entity_check check (entity in ('project', 'post', 'tutorial', 'pricing'));

insert into public.service_prices (service, plans) values
  ('book', '[{"id":"simple","name":"Mise en page simple","price":125,"unit":"par ouvrage","delay":"5 à 7 jours ouvrés","description":"Romans, récits et essais au texte courant, avec peu d’éléments graphiques.","includes":["Jusqu’à 3 révisions","Délai de 5 à 7 jours ouvrés","Maquette intérieure sur mesure","PDF prêt pour l’impression"],"highlighted":false},{"id":"complex","name":"Mise en page complexe","price":200,"unit":"par ouvrage","delay":"7 à 10 jours ouvrés","description":"Beaux livres, manuels et ouvrages illustrés : tableaux, notes, encadrés et images.","includes":["Jusqu’à 5 révisions","Délai de 7 à 10 jours ouvrés","Tableaux, notes, index et illustrations","PDF imprimeur et fichiers sources"],"highlighted":true}]'),
  ('magazine', '[{"id":"simple","name":"Simple","price":6,"unit":"par page","delay":null,"description":"Texte et titres","includes":["Mise en colonnes et hiérarchie des titres","Corrections typographiques","PDF prêt pour l’impression"],"highlighted":false},{"id":"standard","name":"Standard","price":8,"unit":"par page","delay":null,"description":"Texte et images","includes":["Tout le niveau Simple","Intégration et recadrage des images","Légendes et encadrés"],"highlighted":true},{"id":"advanced","name":"Avancée","price":10,"unit":"par page","delay":null,"description":"Graphiques et charte graphique","includes":["Tout le niveau Standard","Infographies et graphiques","Respect de votre charte graphique"],"highlighted":false}]'),
  ('word', '[{"id":"essentielle","name":"Essentielle","price":39,"unit":"par document","delay":"3 à 5 jours ouvrés","description":"Un document Word propre, structuré et facile à modifier.","includes":["Styles de titres et de paragraphes","Table des matières automatique","Livraison .docx et .pdf"],"highlighted":false},{"id":"premium","name":"Premium","price":69,"unit":"par document","delay":"3 à 5 jours ouvrés","description":"L’offre Essentielle, avec une couverture simple.","includes":["Tout Essentielle","Couverture simple","En-têtes et pieds de page soignés"],"highlighted":true},{"id":"kdp","name":"Amazon KDP","price":99,"unit":"par document","delay":"3 à 5 jours ouvrés","description":"L’offre Premium, avec la vérification des fichiers pour la plateforme d’autoédition Amazon KDP.","includes":["Tout Premium","Vérification des fichiers pour Amazon KDP","Format et marges conformes à KDP"],"highlighted":false}]'),
  ('text-entry', '[{"id":"manual","name":"Saisie manuelle","price":0.5,"unit":"les 1 000 caractères","delay":"2 à 5 jours","description":"Manuscrits, documents anciens ou difficiles à lire, saisis à la main.","includes":["Saisie par des opérateurs francophones","Relecture et contrôle qualité","Livraison en Word, TXT, RTF"],"highlighted":false},{"id":"ocr","name":"OCR avec vérification humaine","price":0.3,"unit":"les 1 000 caractères","delay":"2 à 5 jours","description":"Documents imprimés numérisés par reconnaissance de caractères, puis vérifiés ligne à ligne.","includes":["Reconnaissance optique de caractères (OCR)","Vérification humaine complète","Précision supérieure à 99 %"],"highlighted":true}]'),
  ('graphic', '[{"id":"cover","name":"Couverture de livre","price":90,"unit":"par ouvrage","delay":"3 à 7 jours ouvrés","description":"Première et quatrième de couverture, dos calculé selon la pagination.","includes":["Deux pistes graphiques","Jusqu’à 3 révisions","Fichiers imprimeur et visuel web"],"highlighted":false},{"id":"brochure","name":"Brochure ou dépliant","price":150,"unit":"par document","delay":"3 à 7 jours ouvrés","description":"Plaquette commerciale, dépliant ou livret jusqu’à 8 pages.","includes":["Création selon votre charte","Jusqu’à 3 révisions","PDF imprimeur et version web"],"highlighted":true},{"id":"catalogue","name":"Catalogue","price":25,"unit":"par page","delay":"3 à 7 jours ouvrés","description":"Catalogues produits et tarifs, gabarits réutilisables d’une édition à l’autre.","includes":["Gabarits de pages produits","Intégration des fiches et des visuels","Fichiers sources livrés"],"highlighted":false}]')
on conflict (service) do nothing;
