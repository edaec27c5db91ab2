'use client';
// Replaces the root layout when it fails: own <html>/<body>, plain inline styles (global CSS may
// not be there), French text, no error details.
import { useLoggedError } from '@/components/ui/use-logged-error';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useLoggedError(error, 'Erreur de l’application');

  return (
    <html lang="fr">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1e293b', background: '#eef5ff' }}>
        <title>Une erreur est survenue</title>
        <main
          style={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 24,
            textAlign: 'center',
          }}
        >
          <h1 style={{ fontSize: 28, margin: 0 }}>Une erreur est survenue</h1>
          <p style={{ fontSize: 18, maxWidth: 520, marginTop: 16 }}>
            Le site n’a pas pu s’afficher. Veuillez réessayer dans quelques instants.
          </p>
          <div style={{ display: 'flex', gap: 12, marginTop: 24, flexWrap: 'wrap', justifyContent: 'center' }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                background: '#1f56d6',
                color: '#fff',
                border: 0,
                borderRadius: 8,
                padding: '12px 24px',
                fontSize: 16,
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              Réessayer
            </button>
            {/* A full reload: the router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              style={{
                background: '#fff',
                color: '#1a45ad',
                borderRadius: 8,
                padding: '12px 24px',
                fontSize: 16,
                fontWeight: 600,
                textDecoration: 'none',
                border: '1px solid #bcd7ff',
              }}
            >
              Retour à l’accueil
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
