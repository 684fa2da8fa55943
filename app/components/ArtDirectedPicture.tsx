import type { ResolvedImage } from "../../common/media";
import { ImageSources, PictureImg } from "./Picture";

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
      {narrow && wide ? <ImageSources image={narrow} sizes="100vw" media={media} sized /> : null}
      <ImageSources image={fallback} sizes={sizes} sized />
      <PictureImg image={fallback} sizes={sizes} alt={alt} priority={priority} />
    </picture>
  );
}
