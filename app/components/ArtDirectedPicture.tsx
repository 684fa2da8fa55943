import type { ResolvedImage } from "../../common/media";

/**
 * A picture with two compositions: `narrow` for small screens (up to `breakpoint` px wide) and
 * `wide` otherwise, each in AVIF, WebP and JPEG with its own size, so the browser downloads only
 * the one it shows and reserves its space before it loads. `alt` describes what is shown.
 */
export function ArtDirectedPicture({
  wide,
  narrow,
  breakpoint,
  sizes,
  alt,
  className,
  priority = false,
}: {
  wide: ResolvedImage | null;
  narrow: ResolvedImage | null;
  breakpoint: number;
  sizes: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const fallback = wide ?? narrow;
  if (!fallback) return null;
  const media = `(max-width: ${breakpoint}px)`;
  return (
    <picture className={className}>
      {narrow && wide ? (
        <>
          <source
            media={media}
            type="image/avif"
            srcSet={narrow.avif}
            sizes="100vw"
            width={narrow.width}
            height={narrow.height}
          />
          <source
            media={media}
            type="image/webp"
            srcSet={narrow.webp}
            sizes="100vw"
            width={narrow.width}
            height={narrow.height}
          />
          <source media={media} srcSet={narrow.jpeg} sizes="100vw" width={narrow.width} height={narrow.height} />
        </>
      ) : null}
      <source type="image/avif" srcSet={fallback.avif} sizes={sizes} width={fallback.width} height={fallback.height} />
      <source type="image/webp" srcSet={fallback.webp} sizes={sizes} width={fallback.width} height={fallback.height} />
      <img
        src={fallback.src}
        srcSet={fallback.jpeg}
        sizes={sizes}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
