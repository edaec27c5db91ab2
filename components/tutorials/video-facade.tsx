'use client';
// Click-to-load player: only the local thumbnail and a play button until the visitor asks, then
// the privacy-enhanced (nocookie) embed. Nothing is requested from the video host before the click.
import { useEffect, useState } from 'react';
import { PlayIcon } from '@/components/icons/lists';
import { SmartImage } from '@/components/ui/smart-image';

const RESUME_KEY = 'video-facade:play';

// The Content-Security-Policy lets only a document first loaded as a tutorial page frame the player;
// after a client-side navigation from another page, that page's policy still applies.
function documentMayFramePlayer(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const loaded = entry ? new URL(entry.name).pathname : location.pathname;
  return /^\/tutoriels\/[^/]+\/?$/.test(loaded);
}

export function VideoFacade({
  videoId,
  title,
  thumbnail,
  categoryName,
}: {
  videoId: string;
  title: string;
  thumbnail: string;
  categoryName?: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  // Back from the reload below: start the player the visitor asked for.
  useEffect(() => {
    if (sessionStorage.getItem(RESUME_KEY) !== videoId || !documentMayFramePlayer()) return;
    sessionStorage.removeItem(RESUME_KEY);
    setPlaying(true); // eslint-disable-line react-hooks/set-state-in-effect -- reads browser-only state after hydration
  }, [videoId]);
  const play = () => {
    if (documentMayFramePlayer()) return setPlaying(true);
    sessionStorage.setItem(RESUME_KEY, videoId);
    location.reload();
  };
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-xl">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          className="group absolute inset-0 block h-full w-full cursor-pointer focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          aria-label={`Lire la vidéo : ${title}`}
        >
          <SmartImage
            src={thumbnail}
            alt=""
            preload
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="object-cover"
            categoryName={categoryName}
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-slate-950/60 via-slate-950/10 to-transparent"
          />
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-600 text-white shadow-2xl ring-8 ring-white/20 transition group-hover:scale-110 group-hover:bg-brand-500 motion-reduce:group-hover:scale-100">
              <PlayIcon className="ml-1 h-9 w-9" />
            </span>
          </span>
          <span
            aria-hidden="true"
            className="absolute right-4 bottom-4 left-4 text-left text-xs text-white/80 sm:text-sm"
          >
            La vidéo est hébergée par YouTube&nbsp;: elle ne se charge qu’après votre clic.
          </span>
        </button>
      )}
    </div>
  );
}
