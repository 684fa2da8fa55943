import { librasAttrs } from "../../accessibility/libras-attrs";
import { Picture } from "../../components/Picture";
import { FilterForm } from "../../components/FilterForm";
import { UiIcon } from "../../components/UiIcon";
import { fill, plural } from "../../../common/i18n/plural";
import type { Lang } from "../../../common/i18n/languages";
import { FORM_FIELD, FORM_MARKER } from "./area-filter";
import type { AreaTileData } from "./atuacao.server";
import type { AtuacaoStrings } from "./strings";

/**
 * The ten area tiles. Each tile is the label of a visually hidden native checkbox, so it is one
 * control for the keyboard and for screen readers. The tiles sit in a GET form: without
 * JavaScript the "Apply filter" button submits it; with JavaScript every change applies at once
 * (the button is hidden) and the page keeps the choice in the URL.
 */
export function AreaFilter({
  areas,
  selected,
  strings,
  lang,
  action,
  formRef,
  onToggle,
  onSetAll,
  allHref,
  noneHref,
}: {
  areas: AreaTileData[];
  selected: readonly number[];
  strings: AtuacaoStrings["areas"];
  lang: Lang;
  /** The form's address (the page's path). */
  action: string;
  formRef?: React.Ref<HTMLFormElement>;
  /** The tile's checkbox was set (on) or cleared: its new state, not a toggle, so a replayed click is harmless. */
  onToggle(id: number, on: boolean): void;
  onSetAll(all: boolean): void;
  allHref: string;
  noneHref: string;
}) {
  const chosen = new Set(selected);
  const countText = fill(plural(lang, selected.length, strings.selectedCount), { total: areas.length });
  return (
    <section className="section area-filter" aria-labelledby="areas-title" id="filtro-areas">
      <div className="container">
        <h2 id="areas-title" className="section__title">
          {strings.title}
        </h2>
        <p className="area-filter__notice" id="areas-notice">
          <UiIcon name="info" className="area-filter__notice-icon" />
          <span>{strings.notice}</span>
        </p>
        <FilterForm action={action} lang={lang} marker={FORM_MARKER} className="area-filter__form" formRef={formRef}>
          <fieldset className="area-filter__fieldset" aria-describedby="areas-notice">
            <legend className="visually-hidden">{strings.legend}</legend>
            <ul className="area-tiles plain-list">
              {areas.map((area) => (
                <li key={area.id}>
                  <AreaTile area={area} checked={chosen.has(area.id)} onToggle={onToggle} />
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="area-filter__bar">
            <p className="area-filter__count">{countText}</p>
            <div className="area-filter__actions">
              {(
                [
                  { all: true, href: allHref, label: strings.selectAll },
                  { all: false, href: noneHref, label: strings.clearAll },
                ] as const
              ).map(({ all, href, label }) => (
                // A link without JavaScript (the address of that selection); a state change with it.
                <a
                  key={String(all)}
                  className="text-button"
                  href={href}
                  onClick={(event) => {
                    event.preventDefault();
                    onSetAll(all);
                  }}
                >
                  {label}
                </a>
              ))}
              <button type="submit" className="button no-js-only">
                <UiIcon name="filter" />
                {strings.apply}
              </button>
            </div>
          </div>
        </FilterForm>
      </div>
    </section>
  );
}

function AreaTile({
  area,
  checked,
  onToggle,
}: {
  area: AreaTileData;
  checked: boolean;
  onToggle(id: number, on: boolean): void;
}) {
  return (
    <label className="area-tile" {...librasAttrs(area.libras, area.title)}>
      <input
        type="checkbox"
        className="area-tile__input visually-hidden"
        name={FORM_FIELD}
        value={area.id}
        checked={checked}
        onChange={(event) => onToggle(area.id, event.target.checked)}
      />
      <span className="area-tile__card">
        <span className="area-tile__media">
          <Picture image={area.image} decorative sizes="(min-width: 1030px) 200px, (min-width: 600px) 30vw, 45vw" />
        </span>
        <span className="area-tile__check">
          <UiIcon name="check" size={18} />
        </span>
        <span className="area-tile__title">{area.title}</span>
      </span>
    </label>
  );
}
