// Warms the project modal's code while the pointer is on its way to a card. Apart from ./project-url,
// which the modal itself imports, so the two never import each other.
export function preloadProjectModal(): void {
  void import('./project-modal');
}
