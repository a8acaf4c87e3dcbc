import { useState } from 'react';
import { Home } from 'lucide-react';
import { photoSrc } from '../../data/backend/index.ts';

type Props = {
  src: string;
  alt?: string;
  className: string;
  lazy?: boolean;
  /** The photo's own size where known: the page keeps its place before it loads (no layout shift). */
  width?: number | null;
  height?: number | null;
};

/**
 * A listing's photo: the copy kept in Storage at ingest, or for older listings the source's link (which the
 * social network lets expire). A photo that fails shows the house placeholder in its place, never a
 * broken image.
 */
export function ListingImage({ src, alt = '', className, lazy = false, width, height }: Props) {
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
      src={photoSrc(src)}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
