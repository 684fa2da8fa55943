/**
 * The contract between content and the Libras (sign-language) mode: any element that has a
 * Libras clip carries these data attributes. app/accessibility implements the behaviour for all
 * of them at once (hover and focus feedback, the highlight box, the feedback panel).
 */
import type { LibrasVideo } from "../../common/media";

export interface LibrasClip extends LibrasVideo {
  poster: string;
}

export function librasAttrs(clip: LibrasClip | null | undefined, label: string): Record<string, string> {
  if (!clip) return {};
  return {
    "data-libras-video": clip.urlVideo,
    "data-libras-aws": String(clip.aws),
    "data-libras-poster": clip.poster,
    "data-libras-label": label,
  };
}
