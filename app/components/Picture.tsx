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
      <ImageSources image={image} sizes={sizes} />
      <PictureImg image={image} sizes={sizes} alt={decorative ? "" : image.alt} priority={priority} />
    </picture>
  );
}

/**
 * The modern-format sources of one image. With `media` they apply only there, and the JPEG gets a
 * source of its own (the <img> is the other composition); `sized` states each source's size, for
 * a picture whose compositions differ in shape.
 */
export function ImageSources({
  image,
  sizes,
  media,
  sized = false,
}: {
  image: ResolvedImage;
  sizes: string;
  media?: string;
  sized?: boolean;
}) {
  const size = sized ? { width: image.width, height: image.height } : {};
  return (
    <>
      <source media={media} type="image/avif" srcSet={image.avif} sizes={sizes} {...size} />
      <source media={media} type="image/webp" srcSet={image.webp} sizes={sizes} {...size} />
      {media ? <source media={media} srcSet={image.jpeg} sizes={sizes} {...size} /> : null}
    </>
  );
}

/** The <img> of a picture: the JPEG, its size reserved, loaded lazily unless it is the page's first. */
export function PictureImg({
  image,
  sizes,
  alt,
  priority,
}: {
  image: ResolvedImage;
  sizes: string;
  alt: string;
  priority: boolean;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.jpeg}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
