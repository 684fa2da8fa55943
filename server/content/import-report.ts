/**
 * What `npm run content:import` says about an item an editor renamed (its key changed in the
 * editor, docs/decisions/0043) while the files still carry the old key: the same item, kept as the
 * editor left it, in the staff's words (Portuguese first, then English), never a new one.
 */
import { formatDateTime } from "../../common/editor/format-date";
import type { UiLang } from "../../common/editor/strings";
import type { RenamedItem } from "./import";

/** An opening's public address: only openings change keys (addressKeyTypes), so these are an opening's words. */
const address = (key: string) => `/portal/trabalhe/${key}`;

const words = {
  pt: {
    heading: (n: number) =>
      n === 1
        ? "1 vaga mudou de endereço no editor e os arquivos ainda usam o endereço antigo (não é uma vaga nova; nada foi criado):"
        : `${n} vagas mudaram de endereço no editor e os arquivos ainda usam o endereço antigo (não são vagas novas; nada foi criado):`,
    moved: (title: string, from: string, to: string, by: string, at: string) =>
      `A vaga «${title}» passou de ${from} para ${to} (${by}, ${at}). O endereço antigo leva ao novo; a importação deixou a vaga como está no editor.`,
    closed: "Está encerrada (fora do site).",
    draft: "Tem um rascunho ainda não publicado.",
    text: "Além do endereço, o texto também mudou no editor.",
    export: "Para os arquivos usarem os endereços novos, rode `npm run content:export` e faça commit.",
  },
  en: {
    heading: (n: number) =>
      `${n} opening(s) moved to a new address in the editor and the files still use the old one (not new openings; nothing was created):`,
    moved: (title: string, from: string, to: string, by: string, at: string) =>
      `The opening "${title}" moved from ${from} to ${to} (${by}, ${at}). The old address leads to the new one; the import left the opening as it is in the editor.`,
    closed: "It is closed (off the site).",
    draft: "It has a draft not yet published.",
    text: "Besides the address, its text changed in the editor too.",
    export: "For the files to use the new addresses, run `npm run content:export` and commit.",
  },
};

/** One renamed item in one language: where it moved, who moved it and when, and what else differs. */
export function renamedLine(change: { key: string; status: string; renamed: RenamedItem }, lang: UiLang): string {
  const w = words[lang];
  const { renamed } = change;
  const parts = [
    w.moved(renamed.title[lang], address(renamed.from), address(change.key), renamed.by, formatDateTime(renamed.at, lang)),
  ];
  if (change.status === "unpublished") parts.push(w.closed);
  if (renamed.unpublishedDraft) parts.push(w.draft);
  if (renamed.textChanged) parts.push(w.text);
  return parts.join(" ");
}

/** The import's lines about renamed items: each in Portuguese, with its English beneath. */
export function renamedReport(changes: ReadonlyArray<{ key: string; status: string; renamed: RenamedItem }>): string[] {
  if (!changes.length) return [];
  const lines = [words.pt.heading(changes.length), `(${words.en.heading(changes.length)})`];
  for (const change of changes) lines.push(`  ${renamedLine(change, "pt")}`, `    (${renamedLine(change, "en")})`);
  lines.push(words.pt.export, `(${words.en.export})`);
  return lines;
}
