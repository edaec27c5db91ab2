// The WhatsApp mark: a CSS mask (.brand-icon .brand-whatsapp in app/globals.css), like the social
// networks' marks, so its path is in the cached stylesheet rather than in documents and scripts.
export function WhatsAppIcon({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`brand-icon brand-whatsapp ${className}`.trim()} />;
}
