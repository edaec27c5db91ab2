import Image from 'next/image';

/** Small preview: local files go through the image optimiser; remote ones are shown as they are. */
export function Thumb({ src, alt, className = 'h-16 w-24' }: { src: string; alt: string; className?: string }) {
  return (
    <span
      className={`relative block shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100 ${className}`}
    >
      <Image src={src} alt={alt} fill sizes="160px" unoptimized={!src.startsWith('/')} className="object-cover" />
    </span>
  );
}
