// Phone numbers as links: shared by the server (the studio's details) and the estimator in the browser.

/** Digits of an international phone number (« +261 34 12 345 67 » → « 261341234567 »). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '');
}

/** Messaging-app link built from a number: https://wa.me/<digits>, with an optional prefilled message. */
export function whatsappLink(phone: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
