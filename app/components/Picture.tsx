import type { ResolvedImage } from "../../common/media";

/**
 * A responsive image in modern formats (AVIF, WebP) with a JPEG fallback and explicit size, so
 * nothing shifts while it loads. `sizes` says how wide it is drawn at each viewport width.
 */
export function Picture({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  image: ResolvedImage | null;
  sizes: string;
  className?: string;
  /** The page's largest image above the fold: loaded eagerly, with high priority. */
  priority?: boolean;
  /** Purely decorative here (the same information is in text next to it). */
  decorative?: boolean;
}) {
  if (!image) return null;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? "" : image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
