/**
 * An application's CV field, an island that wakes when near (docs/decisions/0046), so the
 * opening's page loads no script for it. Its server HTML is FileField's native input, which works
 * without JavaScript; once hydrated, FileField's enhanced face in the page's language (the native
 * one speaks the browser's), its status the chosen file's name. The input stays the same element:
 * the form posts it as before.
 */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../components/use-hydrated";
import { FileField } from "./FileField";

export interface CvFieldProps {
  id: string;
  name: string;
  accept: string;
  invalid: boolean;
  describedBy?: string;
  /** The face's button, and its status while no file is chosen, in the page's language. */
  button: string;
  none: string;
}

export function CvField({ id, name, accept, invalid, describedBy, button, none }: CvFieldProps) {
  const enhanced = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState("");
  const nameOf = (el: HTMLInputElement | null) => el?.files?.[0]?.name ?? "";
  // A file chosen before the island woke is the browser's own, in the input: show its name.
  useEffect(() => {
    if (enhanced) setChosen(nameOf(input.current));
  }, [enhanced]);
  return (
    <FileField
      inputRef={input}
      id={id}
      name={name}
      accept={accept}
      required
      invalid={invalid}
      describedBy={describedBy}
      enhanced={enhanced}
      button={button}
      status={chosen || none}
      onChange={(event) => setChosen(nameOf(event.currentTarget))}
    />
  );
}
