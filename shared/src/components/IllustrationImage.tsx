import type { Illustration } from '../content/productPage';

/** An illustration with its drawn size reserved, loaded only when it nears the viewport. */
export function IllustrationImage({ illustration, className }: { illustration: Illustration; className?: string }) {
  return (
    <img
      className={className}
      src={illustration.src}
      alt={illustration.alt}
      width={illustration.width}
      height={illustration.height}
      loading="lazy"
      decoding="async"
    />
  );
}
