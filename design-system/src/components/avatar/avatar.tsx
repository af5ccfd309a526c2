import { useState } from 'react';
import { cx } from '../../internal/cx';
import './avatar.css';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** Person's name: alt text of the photo and source of the initials. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials of a name: "Ana Clara Souza" → "AS", "bia" → "B". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Photo of a person, falling back to initials when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cx('mesa-avatar', `mesa-avatar--${size}`, className)}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name}
    >
      {showImage ? (
        <img
          className="mesa-avatar__image"
          src={src}
          alt={name}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
