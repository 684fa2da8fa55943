/**
 * The editor's frame: skip link, a banner with who is signed in and the sign-out form, the
 * navigation (the content types the role may edit, then the account pages; behind a "Menu do
 * editor" disclosure on a phone), and the main region.
 * Plain and calm: the site's palette and type, none of the public site's chrome.
 */
import { editorPath } from "../../common/editor/paths";
import type { ReactNode } from "react";
import { editorStrings, type EditorLang } from "./strings";
import type { ShellProps } from "./views";

export const withLang = (href: string, lang: EditorLang) =>
  lang === "pt" ? href : `${href}${href.includes("?") ? "&" : "?"}lang=${lang}`;

function NavLink({ href, current, lang, children }: { href: string; current: boolean; lang: EditorLang; children: ReactNode }) {
  return (
    <li>
      <a href={withLang(href, lang)} aria-current={current ? "page" : undefined}>
        {children}
      </a>
    </li>
  );
}

/** The site's pages and tasks, each with the content types edited there (issue 34: not by table). */
const groups: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["vagas", ["vacancy", "benefit", "gallery"]],
  ["noticias", ["news", "social-action"]],
  ["inicial", ["news-highlight", "home-section", "shortcut"]],
  ["institucional", ["about", "award", "partners", "release"]],
  ["atuacao", ["area", "research", "solution"]],
  ["assistente", ["chat-question", "inappropriate-word"]],
  ["site", ["site", "pages"]],
];

/** The groups holding some of `types` (the role's), each with its types in the group's order; any other type in "site". */
export function navGroups(types: readonly string[]): Array<{ id: string; types: string[] }> {
  const known = new Set(groups.flatMap(([, t]) => t));
  return groups
    .map(([id, members]) => ({
      id,
      types: [...members.filter((t) => types.includes(t)), ...(id === "site" ? types.filter((t) => !known.has(t)) : [])],
    }))
    .filter((g) => g.types.length);
}

export function EditorShell({ lang, shell, children }: { lang: EditorLang; shell: ShellProps | null; children: ReactNode }) {
  const t = editorStrings[lang];
  const other = t.otherLanguage;
  const path = shell?.path ?? "/editor/entrar";
  return (
    <div className="editor">
      <a className="editor-skip" href="#conteudo">
        {t.skip}
      </a>
      <header className="editor-banner">
        <p className="editor-product">
          <a href={withLang("/editor", lang)}>{t.product}</a>
        </p>
        <div className="editor-who">
          {shell ? <p>{t.signedInAs(shell.email, t.roles[shell.role] ?? shell.role)}</p> : null}
          <p>
            <a href={`${path}?lang=${other.lang}`} lang={other.lang === "en" ? "en" : "pt-BR"} hrefLang={other.lang}>
              {other.label}
            </a>
          </p>
          {shell ? (
            <form method="post" action={withLang("/editor/sair", lang)}>
              <input type="hidden" name="_csrf" value={shell.csrf} />
              <button type="submit" className="editor-button editor-button-quiet">
                {t.signOut}
              </button>
            </form>
          ) : null}
        </div>
      </header>
      {shell ? (
        <nav className="editor-nav" aria-label={t.navLabel}>
          {/*
           * On a phone the sections sit behind "Menu do editor" (a native disclosure: keyboard,
           * screen readers and no JavaScript alike), so the page's own content starts on the first
           * screen; wider, editor.css shows them always and hides the summary.
           */}
          <details className="editor-menu">
            <summary>{t.menu}</summary>
            <div className="editor-nav-sections">
              <ul>
                <NavLink href="/editor" current={path === "/editor"} lang={lang}>
                  {t.home}
                </NavLink>
              </ul>
              {navGroups(shell.types).map((group) => (
                <div key={group.id} className="editor-nav-group">
                  <p className="editor-nav-group-name" id={`nav-${group.id}`}>
                    {t.homePage.groups[group.id] ?? group.id}
                  </p>
                  <ul aria-labelledby={`nav-${group.id}`}>
                    {group.types.map((type) => (
                      <NavLink
                        key={type}
                        href={editorPath(type)}
                        current={path === editorPath(type) || path.startsWith(`${editorPath(type)}/`)}
                        lang={lang}
                      >
                        {t.types[type] ?? type}
                      </NavLink>
                    ))}
                  </ul>
                </div>
              ))}
              <ul>
                {shell.isAdmin ? (
                  <>
                    <NavLink href="/editor/contas" current={path === "/editor/contas"} lang={lang}>
                      {t.accounts}
                    </NavLink>
                    <NavLink href="/editor/auditoria" current={path === "/editor/auditoria"} lang={lang}>
                      {t.audit}
                    </NavLink>
                  </>
                ) : null}
                <NavLink href="/editor/conta" current={path === "/editor/conta"} lang={lang}>
                  {t.myAccount}
                </NavLink>
              </ul>
            </div>
          </details>
        </nav>
      ) : null}
      <main id="conteudo" className="editor-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * The GOV.UK error summary: after a failed submit it takes focus (autofocus, so it works without
 * JavaScript too) and links each problem to its field.
 */
export function ErrorSummary({ title, problems }: { title: string; problems: Array<{ field: string | null; text: string }> }) {
  if (!problems.length) return null;
  return (
    <div
      className="editor-error-summary"
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a failed submit
      autoFocus
      aria-labelledby="resumo-erros"
    >
      <h2 id="resumo-erros">{title}</h2>
      <ul>
        {problems.map((p) => (
          <li key={`${p.field}-${p.text}`}>{p.field ? <a href={`#${p.field}`}>{p.text}</a> : p.text}</li>
        ))}
      </ul>
    </div>
  );
}
