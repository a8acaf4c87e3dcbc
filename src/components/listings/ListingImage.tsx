import { useState } from 'react';
import { Home } from 'lucide-react';

type Props = { src: string; alt?: string; className: string; lazy?: boolean };

/**
 * A photo from a scraped post. Its host may refuse it or may have dropped it (the social network's photo
 * links expire), so a photo that fails shows the house placeholder in its place, never a broken image.
 */
export function ListingImage({ src, alt = '', className, lazy = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`flex items-center justify-center bg-slate-100 ${className}`}
      >
        <Home className="size-10 text-slate-400" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      referrerPolicy="no-referrer"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
