/**
 * The site's one file field (the contact form's attachments, an application's CV). Without
 * JavaScript, or where no script runs (a page of server HTML), the native input, its button styled
 * as the site's (contact-form.css). Enhanced, the picker speaks the page's language (the native one
 * speaks the browser's): the real input lies, transparent, over a button and a status drawn here,
 * so clicks, keys and screen readers still reach the input itself.
 */
import "./contact-form.css";

export function FileField({
  id,
  name,
  accept,
  multiple = false,
  required = false,
  invalid = false,
  describedBy,
  inputRef,
  enhanced = false,
  button,
  status,
  onChange,
}: {
  id: string;
  name: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Draw the picker's face in the page's language (needs the page's script for `status`). */
  enhanced?: boolean;
  /** The face's button and status texts, in the page's language (enhanced only). */
  button?: string;
  status?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className={enhanced ? "file-picker" : undefined}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        className={enhanced ? "field__file file-picker__input" : "field__file"}
        accept={accept}
        multiple={multiple || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {enhanced ? (
        <span className="file-picker__face" aria-hidden="true">
          <span className="file-picker__button">{button}</span>
          <span className="file-picker__status">{status}</span>
        </span>
      ) : null}
    </div>
  );
}
