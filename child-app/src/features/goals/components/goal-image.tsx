import { useState } from 'react';
import { goalEmoji } from '../lib/goal-plan';

/**
 * A goal's picture: its image when it has one and it loads, else (no address, or the image
 * failed: spec 001 §8) the illustration of its category. Decorative: the title says what it is.
 */
export function GoalImage({ src, category }: { src?: string | null; category: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className="child-goals__image"
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="child-goals__image child-goals__image--placeholder" aria-hidden="true">
      {goalEmoji(category)}
    </span>
  );
}
