'use client';
// STUB — owned by the blog work (issue 7): stores the address, honeypot, rate limit, French answers.
export function NewsletterForm({ source }: { source: string }) {
  void source;
  return (
    <form>
      <input type="email" aria-label="Adresse e-mail" placeholder="Votre adresse e-mail" />
      <button type="submit">S&apos;inscrire</button>
    </form>
  );
}
