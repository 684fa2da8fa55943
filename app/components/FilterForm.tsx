import type { Lang } from "../../common/i18n/languages";

/**
 * The form of a filter kept in the URL (see use-url-filter). With JavaScript each change applies at
 * once and the form is never submitted; without it, the form submits a GET with the language and
 * `marker` (which says which filter was sent) and the loader redirects to the canonical address.
 */
export function FilterForm({
  action,
  lang,
  marker,
  className,
  children,
}: {
  action: string;
  lang: Lang;
  marker: readonly [name: string, value: string];
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form method="get" action={action} className={className} onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name={marker[0]} value={marker[1]} />
      {children}
    </form>
  );
}
