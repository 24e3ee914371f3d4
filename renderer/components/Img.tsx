import { useCallback, useState, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../api/media.js';

interface ImgProps {
  src: string;
  /** Right-sized versions (imageSrcSet), chosen by the browser with `sizes`. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  sizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An image that reserves its box before it arrives (width/height give the browser the ratio, so
 * nothing shifts) and swaps to the placeholder when it fails to load (spec §4).
 */
export function Img({ src, srcSet, alt, width, height, className, loading = 'lazy', sizes, fetchPriority }: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Only once: if the placeholder itself fails, leave the empty reserved box.
    if (event.currentTarget.getAttribute('src') !== PLACEHOLDER_IMAGE) setFailedSrc(src);
  };
  // A server-drawn image may fail before the page hydrates, when no handler was listening yet.
  const failedEarly = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
    },
    [src],
  );
  return (
    <img
      ref={failedEarly}
      src={shown}
      srcSet={failedSrc === src ? undefined : srcSet}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      sizes={sizes}
      fetchPriority={fetchPriority}
      style={{ aspectRatio: `${width} / ${height}` }}
      onError={onError}
      data-fallback={failedSrc === src ? 'placeholder' : undefined}
    />
  );
}
