// Dates in French, in the studio's time zone on both server and browser (no hydration mismatch).
const TZ = 'Indian/Antananarivo';
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: TZ });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: TZ });
const dayOnly = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

export const formatDate = (iso: string) => longDate.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A calendar day (YYYY-MM-DD) as a French long date. */
export const formatDay = (day: string) => dayOnly.format(new Date(`${day}T00:00:00Z`));
