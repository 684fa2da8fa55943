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
  formRef,
  children,
}: {
  action: string;
  lang: Lang;
  marker: readonly [name: string, value: string];
  className: string;
  /** The filter's form (useUrlFilter reads a choice made before hydration from it). */
  formRef?: React.Ref<HTMLFormElement>;
  children: React.ReactNode;
}) {
  return (
    <form ref={formRef} method="get" action={action} className={className} onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name={marker[0]} value={marker[1]} />
      {children}
    </form>
  );
}
