import { Suspense } from 'react';
import { connection } from 'next/server';
import { countContent } from '@/lib/data/site';

async function Counts() {
  await connection();
  const c = await countContent();
  return (
    <ul>
      <li>Projets : {c.projects}</li>
      <li>Articles : {c.posts}</li>
      <li>Tutoriels : {c.tutorials}</li>
    </ul>
  );
}

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Studio graphique</h1>
      <Suspense fallback={<p>Chargement...</p>}>
        <Counts />
      </Suspense>
    </main>
  );
}
