// What the two search pages show without JavaScript: their results come from JSON routes.
export function SearchNeedsJavaScript({ className = '' }: { className?: string }) {
  return (
    <noscript>
      <p className={`text-center text-lg text-slate-700 ${className}`.trim()}>
        Activez JavaScript pour afficher les résultats de la recherche.
      </p>
    </noscript>
  );
}
