import { useState } from 'react';
import { approvalsCopy as C } from '../copy';

/**
 * A proof photo; when it fails to load (removed, offline) a placeholder says so instead of a
 * broken image (spec 001 §8 "Image load failure shows a placeholder image").
 */
export function SubmissionPhoto({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={`parent-photo-placeholder ${className ?? ''}`} role="img" aria-label={alt}>
        <span aria-hidden="true">🖼️</span> {C.photoUnavailable}
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}
