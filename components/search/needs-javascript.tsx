// What the blog's search page shows without JavaScript: its results come from a JSON route (the site search,
// /recherche, renders its results on the server).
export function SearchNeedsJavaScript({ className = '' }: { className?: string }) {
  return (
    <noscript>
      <p className={`text-center text-lg text-slate-700 ${className}`.trim()}>
        Activez JavaScript pour afficher les résultats de la recherche.
      </p>
    </noscript>
  );
}
