import { librasAttrs } from "../../accessibility/libras-attrs";
import { RichText } from "../../chrome/RichText";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import type { InstitucionalData } from "./institucional.server";
import type { InstitucionalStrings } from "./strings";
import { ReleaseActions } from "./ReleaseActions";
import { Island } from "../../site/islands";
import { UiIcon } from "../../components/UiIcon";
import "./institucional.css";

/**
 * About Lead and the brand release: who we are and the brand, then the press release with its two
 * downloads (the release PDF and the logo package), a like, share and copy-link.
 */
export function AboutRelease({
  about,
  release,
  strings,
}: {
  about: InstitucionalData["about"];
  release: InstitucionalData["release"];
  strings: InstitucionalStrings;
}) {
  return (
    <section className="section about" aria-labelledby="sobre-titulo" {...librasAttrs(about.libras, about.title)}>
      <div className="container">
        <div className="about__intro">
          <div>
            <SectionHeader id="sobre-titulo" eyebrow={strings.about.eyebrow} title={about.title} />
            <RichText html={about.html} className="about__text" />
          </div>
          {about.brand ? (
            <div className="about__brand">
              <Picture image={about.brand} sizes="(min-width: 900px) 360px, 80vw" />
            </div>
          ) : null}
        </div>

        <article className="release" aria-labelledby="release-titulo" {...librasAttrs(release.libras, release.title)}>
          {release.image ? (
            <div className="release__media">
              <Picture image={release.image} sizes="(min-width: 900px) 420px, 92vw" />
            </div>
          ) : null}
          <div className="release__body">
            <p className="eyebrow">{strings.release.eyebrow}</p>
            <h3 id="release-titulo" className="release__title">
              {release.title}
            </h3>
            {release.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <div className="release__downloads">
              <Download href={release.releaseHref} label={release.downloadReleaseLabel} format={strings.release.pdf} />
              <Download
                href={release.logosHref}
                label={release.downloadLogosLabel}
                format={strings.release.zip}
                variant="secondary"
              />
            </div>
            <Island
              id="release-actions"
              component={ReleaseActions}
              props={{ strings: strings.release, title: release.title }}
              wake="visible"
            />
          </div>
        </article>
      </div>
    </section>
  );
}

function Download({
  href,
  label,
  format,
  variant = "primary",
}: {
  href: string;
  label: string;
  format: string;
  variant?: "primary" | "secondary";
}) {
  const className = `button${variant === "secondary" ? " button--secondary" : ""}`;
  const content = (
    <>
      <UiIcon name="download" size={18} weight={2.2} />
      <span>
        {label} <span className="download__format">({format})</span>
      </span>
    </>
  );
  // No file yet (media not generated): an inactive button, as for any empty target.
  if (!href) {
    return (
      <button type="button" className={className} aria-disabled="true">
        {content}
      </button>
    );
  }
  return (
    <a className={className} href={href} download>
      {content}
    </a>
  );
}
