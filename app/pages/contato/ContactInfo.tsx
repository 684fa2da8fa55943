import { ActionButton } from "../../components/ActionButton";
import { ArtDirectedPicture } from "../../components/ArtDirectedPicture";
import { UiIcon } from "../../components/UiIcon";
import type { ContactInfoData } from "./contato.server";
import "./contato.css";

/** The map's narrow crop up to this viewport width (from 800 px the map sits beside the details). */
const MAP_NARROW_UNTIL = 799;

/**
 * Address, phone, public e-mail, a button that opens the location in a maps service (new tab)
 * and a static map whose text alternative gives the address.
 */
export function ContactInfo({ info }: { info: ContactInfoData }) {
  const s = info.strings;
  const hasMap = Boolean(info.map.narrow ?? info.map.wide);
  return (
    <section className="section contact-info" aria-labelledby="contact-info-title">
      <div className="container">
        <div className={hasMap ? "contact-info__card contact-info__card--with-map" : "contact-info__card"}>
          <div className="contact-info__details">
            <h2 id="contact-info-title" className="section__title">
              {s.title}
            </h2>
            <dl className="contact-info__list">
              <div className="contact-info__item">
                <dt>
                  <UiIcon name="pin" />
                  {s.address}
                </dt>
                <dd>
                  <address>
                    <span className="contact-info__line">{info.addressLine}</span>{" "}
                    <span className="contact-info__line contact-info__line--quiet">{info.regionLine}</span>
                  </address>
                </dd>
              </div>
              <div className="contact-info__item">
                <dt>
                  <UiIcon name="phone" />
                  {s.phone}
                </dt>
                <dd>
                  <a href={info.phoneHref}>{info.phone}</a>
                </dd>
              </div>
              <div className="contact-info__item">
                <dt>
                  <UiIcon name="mail" />
                  {s.email}
                </dt>
                <dd>
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </dd>
              </div>
            </dl>
            <ActionButton target={info.mapsUrl} className="contact-info__maps">
              <UiIcon name="pin" />
              {s.maps}
            </ActionButton>
          </div>
          {hasMap ? (
            <ArtDirectedPicture
              className="contact-info__map"
              narrow={info.map.narrow}
              wide={info.map.wide}
              breakpoint={MAP_NARROW_UNTIL}
              alt={info.mapAlt}
              sizes="(min-width: 1030px) 520px, 50vw"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
