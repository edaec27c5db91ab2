'use client';
// STUB — owned by the auth work (issue 3): « Connexion » or the e-mail dropdown with « Déconnexion ».
export function SessionMenu({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile'; onNavigate?: () => void }) {
  void variant;
  return (
    <a href="/login" className="rounded-md px-3 py-2 text-sm font-semibold">
      Connexion
    </a>
  );
}
