/**
 * Media addresses. Images and clips are served from /media on this server, or from a CDN base
 * set in configuration. A Libras video event carries an `aws` flag: true means the url is used
 * as it is; false means it is prefixed with the media base.
 */
export interface LibrasVideo {
  urlVideo: string;
  aws: boolean;
}

export function resolveVideoUrl(video: LibrasVideo, mediaBase: string): string {
  if (video.aws) return video.urlVideo;
  return `${mediaBase.replace(/\/+$/, "")}/${video.urlVideo.replace(/^\/+/, "")}`;
}

/** A resolved responsive image, ready for <picture>. */
export interface ResolvedImage {
  alt: string;
  width: number;
  height: number;
  color: string;
  avif: string;
  webp: string;
  jpeg: string;
  /** The middle-sized JPEG, for <img src>. */
  src: string;
}
