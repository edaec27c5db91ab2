'use client';
// STUB — owned by the portfolio work (issue 5): opens the project modal for ?project={slug}.
export function ProjectModalHost() {
  return null;
}
