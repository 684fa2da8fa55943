/**
 * Every page of the editor's foundation (sign-in, a link's page, home, a content type's place,
 * my account, accounts, the audit log), hydrated as one page module: the server renders it through
 * the editor's routes, the browser adds the passkey buttons. Forms post to the server and work
 * without JavaScript; only passkeys need it.
 */
import { editorPath } from "../../common/editor/paths";
import { useState } from "react";
import { useHydrated } from "../components/use-hydrated";
import { EDITOR_ROLES } from "../../common/editor/roles";
import { formatDate, formatDateTime } from "../../common/editor/format-date";
import { EditorShell, ErrorSummary, navGroups, withLang } from "./EditorShell";
import { itemStrings } from "./item-strings";
import { registerPasskey, signInWithPasskey } from "./passkey-client";
import { editorStrings, errorText, type EditorLang, type EditorStrings } from "./strings";
import type { EditorPageProps, EditorView, FieldErrors } from "./views";
import { HistoryView, ItemsView, ItemView } from "./ItemViews";
import { AuditView } from "./AuditView";

type ViewOf<K extends EditorView["kind"]> = Extract<EditorView, { kind: K }>;

function problems(t: EditorStrings, errors: FieldErrors, retryAfterSeconds?: number) {
  return Object.entries(errors).map(([field, code]) => ({
    field: field === "form" ? null : field,
    text: errorText(t, code ?? "", retryAfterSeconds),
  }));
}

function FieldError({ id, code, t }: { id: string; code?: string; t: EditorStrings }) {
  if (!code) return null;
  return (
    <p className="editor-field-error" id={`${id}-erro`}>
      {errorText(t, code)}
    </p>
  );
}

/** A passkey button that exists only with JavaScript, and its outcome announced. */
function PasskeyButton({
  label,
  noScript,
  t,
  run,
  onDone,
}: {
  label: string;
  noScript: string;
  t: EditorStrings;
  run: () => Promise<{ ok: true } | { ok: false; error: string }>;
  onDone: () => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!hydrated) return <p className="editor-note">{noScript}</p>;
  return (
    <>
      <button
        type="button"
        className="editor-button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setMessage(t.signIn.working);
          const result = await run();
          setBusy(false);
          if (result.ok) {
            setMessage(null);
            onDone();
          } else setMessage(errorText(t, result.error));
        }}
      >
        {label}
      </button>
      <p className="editor-status" role="status" aria-live="polite">
        {message}
      </p>
    </>
  );
}

function SignInView({ view, lang, t }: { view: ViewOf<"sign-in">; lang: EditorLang; t: EditorStrings }) {
  const emailError = view.errors.email;
  return (
    <>
      <h1>{t.signIn.title}</h1>
      <ErrorSummary title={t.errorSummaryTitle} problems={problems(t, view.errors, view.retryAfterSeconds)} />
      <p>{t.signIn.intro}</p>
      <section aria-labelledby="com-chave">
        <h2 id="com-chave">{t.signIn.passkeyTitle}</h2>
        <p>{t.signIn.passkeyHelp}</p>
        <PasskeyButton
          label={t.signIn.passkeyButton}
          noScript={t.signIn.passkeyNoScript}
          t={t}
          run={() => signInWithPasskey(view.csrf)}
          onDone={() => window.location.assign(withLang(view.returnTo, lang))}
        />
      </section>
      <section aria-labelledby="com-link">
        <h2 id="com-link">{t.signIn.linkTitle}</h2>
        {view.sent ? (
          <p className="editor-notice" role="status">
            {t.signIn.sent}
          </p>
        ) : null}
        <form
          method="post"
          action={withLang(
            `/editor/entrar${view.returnTo !== "/editor" ? `?voltar=${encodeURIComponent(view.returnTo)}` : ""}`,
            lang,
          )}
          noValidate
        >
          <input type="hidden" name="_csrf" value={view.csrf} />
          <div className={emailError ? "editor-field editor-field-invalid" : "editor-field"}>
            <label htmlFor="email">{t.signIn.emailLabel}</label>
            <p className="editor-hint" id="email-dica">
              {t.signIn.emailHint}
            </p>
            <FieldError id="email" code={emailError} t={t} />
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username webauthn"
              spellCheck={false}
              defaultValue={view.email}
              aria-describedby={emailError ? "email-dica email-erro" : "email-dica"}
              aria-invalid={emailError ? true : undefined}
            />
          </div>
          <button type="submit" className="editor-button">
            {t.signIn.linkButton}
          </button>
        </form>
      </section>
    </>
  );
}

function LinkView({ view, lang, t }: { view: ViewOf<"link">; lang: EditorLang; t: EditorStrings }) {
  const title = view.invite ? t.link.inviteTitle : t.link.title;
  if (view.state !== "ok") {
    const text = view.state === "rate_limited" ? errorText(t, "rate_limited") : t.link[view.state];
    return (
      <>
        <h1>{title}</h1>
        <div
          className="editor-error-summary"
          role="alert"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the GOV.UK error summary: only on a refused link's page
          autoFocus
        >
          <p>{text}</p>
        </div>
        <p>
          <a href={withLang("/editor/entrar", lang)}>{t.link.again}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      <p>{t.link.intro(view.email)}</p>
      <form method="post" action={withLang("/editor/entrar/link", lang)}>
        <input type="hidden" name="_csrf" value={view.csrf} />
        <input type="hidden" name="token" value={view.token} />
        <button type="submit" className="editor-button">
          {view.invite ? t.link.inviteButton : t.link.button}
        </button>
      </form>
    </>
  );
}

function HomeView({ view, props, t }: { view: ViewOf<"home">; props: EditorPageProps; t: EditorStrings }) {
  const h = t.homePage;
  const i = itemStrings[props.lang];
  const href = (type: string, key: string) => withLang(editorPath(type, key), props.lang);
  return (
    <>
      <h1>{h.title}</h1>
      {!view.hasPasskey ? (
        <p className="editor-notice">
          <a href={withLang("/editor/conta", props.lang)}>{h.noPasskey}</a>
        </p>
      ) : null}
      <div className="editor-dashboard">
        <section aria-labelledby="painel-rascunhos">
          <h2 id="painel-rascunhos">{h.draftsTitle}</h2>
          {view.drafts.length ? (
            <ul>
              {view.drafts.map((d) => (
                <li key={`${d.type}/${d.key}`}>
                  <a href={href(d.type, d.key)}>{d.title}</a> ({t.types[d.type] ?? d.type},{" "}
                  {d.published ? h.draftChanged : h.draftNew}) · {d.updatedBy} · {formatDateTime(d.updatedAt, props.lang)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{h.draftsEmpty}</p>
          )}
        </section>
        {props.shell?.types.includes("vacancy") ? (
          <section aria-labelledby="painel-encerrando">
            <h2 id="painel-encerrando">{h.closingTitle}</h2>
            {view.closing.length ? (
              <ul>
                {view.closing.map((c) => (
                  <li key={c.key}>
                    <a href={href(c.type, c.key)}>{c.title}</a>:{" "}
                    {c.past
                      ? h.closedOn(formatDate(c.closingDate, props.lang))
                      : h.closesOn(formatDate(c.closingDate, props.lang))}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{h.closingEmpty}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="painel-agendado">
          <h2 id="painel-agendado">{h.scheduledTitle}</h2>
          {view.scheduled.length ? (
            <ul>
              {view.scheduled.map((s) => (
                <li key={`${s.type}/${s.key}/${s.at}`}>
                  <a href={href(s.type, s.key)}>{s.title}</a>:{" "}
                  {h.scheduledLine(h.scheduledActions[s.action] ?? s.action, formatDateTime(s.at, props.lang), s.by)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{h.scheduledEmpty}</p>
          )}
        </section>
        <section aria-labelledby="painel-edicoes">
          <h2 id="painel-edicoes">{h.recentTitle}</h2>
          {view.recent.length ? (
            <ul>
              {view.recent.map((r, n) => (
                <li key={n}>
                  <a href={href(r.type, r.key)}>{r.title}</a> ({t.types[r.type] ?? r.type}):{" "}
                  {h.recentLine(r.author, i.history.actions[r.action] ?? r.action, formatDateTime(r.at, props.lang))}
                </li>
              ))}
            </ul>
          ) : (
            <p>{h.recentEmpty}</p>
          )}
        </section>
      </div>
      <h2>{h.tasksTitle}</h2>
      {navGroups(props.shell?.types ?? []).map((g) => (
        <section key={g.id} aria-labelledby={`tarefas-${g.id}`}>
          <h3 id={`tarefas-${g.id}`}>{h.groups[g.id] ?? g.id}</h3>
          <ul className="editor-types">
            {g.types.map((type) => (
              <li key={type}>
                <a href={withLang(editorPath(type), props.lang)}>{t.types[type] ?? type}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function AccountView({ view, props, t }: { view: ViewOf<"account">; props: EditorPageProps; t: EditorStrings }) {
  const csrf = props.shell!.csrf;
  return (
    <>
      <h1>{t.account.title}</h1>
      <ErrorSummary title={t.errorSummaryTitle} problems={problems(t, view.errors)} />
      {view.notice ? (
        <p className="editor-notice" role="status">
          {view.notice}
        </p>
      ) : null}
      <section aria-labelledby="chaves">
        <h2 id="chaves">{t.account.passkeysTitle}</h2>
        {view.passkeys.length ? (
          <ul>
            {view.passkeys.map((p, i) => (
              <li key={p.id}>
                #{i + 1}: {t.account.created(formatDateTime(p.createdAt, props.lang))},{" "}
                {p.lastUsedAt ? t.account.lastUsed(formatDateTime(p.lastUsedAt, props.lang)) : t.account.neverUsed}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.account.noPasskeys}</p>
        )}
        <PasskeyButton
          label={t.account.addPasskey}
          noScript={t.account.addNoScript}
          t={t}
          run={() => registerPasskey(csrf)}
          onDone={() => window.location.assign(withLang("/editor/conta?chave=criada", props.lang))}
        />
      </section>
      <section aria-labelledby="idioma">
        <h2 id="idioma">{t.account.languageTitle}</h2>
        <form method="post" action="/editor/conta">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="language" />
          <div className="editor-field">
            <label htmlFor="lang">{t.account.languageLabel}</label>
            <select id="lang" name="lang" defaultValue={props.lang}>
              <option value="pt" lang="pt-BR">
                Português
              </option>
              <option value="en" lang="en">
                English
              </option>
            </select>
          </div>
          <button type="submit" className="editor-button editor-button-quiet">
            {t.account.languageButton}
          </button>
        </form>
      </section>
      <section aria-labelledby="sessoes">
        <h2 id="sessoes">{t.account.everywhereTitle}</h2>
        <p>{t.account.everywhereHelp}</p>
        <form method="post" action={withLang("/editor/sair", props.lang)}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="editor-button editor-button-quiet">
            {t.account.everywhereButton}
          </button>
        </form>
      </section>
    </>
  );
}

function RoleSelect({
  id,
  name,
  value,
  t,
  label,
}: {
  id: string;
  name: string;
  value: string;
  t: EditorStrings;
  label?: string;
}) {
  return (
    <select id={id} name={name} defaultValue={value} aria-label={label}>
      {EDITOR_ROLES.map((role) => (
        <option key={role} value={role}>
          {t.roles[role]}
        </option>
      ))}
    </select>
  );
}

/**
 * An invitation link shown once (no mail server): a read-only field anyone can select and copy,
 * and with JavaScript a button that copies it and says so.
 */
function InvitationLink({
  invitation,
  t,
  lang,
}: {
  invitation: NonNullable<ViewOf<"accounts">["invitation"]>;
  t: EditorStrings;
  lang: EditorLang;
}) {
  const a = t.accountsPage;
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopied(a.copied);
    } catch {
      (document.getElementById("link-do-convite") as HTMLInputElement | null)?.select();
      setCopied(a.copyFailed);
    }
  };
  return (
    <section aria-labelledby="link-convite-titulo" className="editor-invitation-link">
      <h2 id="link-convite-titulo">{a.linkTitle(invitation.email)}</h2>
      <p id="link-convite-ajuda">{a.linkHelp(formatDateTime(invitation.expiresAt, lang))}</p>
      <div className="editor-field">
        <label htmlFor="link-do-convite">{a.linkLabel}</label>
        <input
          id="link-do-convite"
          type="text"
          readOnly
          value={invitation.link}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="link-convite-ajuda"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      {hydrated ? (
        <button type="button" className="editor-button" onClick={() => void copy()}>
          {a.copyLink}
        </button>
      ) : null}
      <p role="status" className="editor-copy-status">
        {copied}
      </p>
    </section>
  );
}

function AccountsView({ view, props, t }: { view: ViewOf<"accounts">; props: EditorPageProps; t: EditorStrings }) {
  const csrf = props.shell!.csrf;
  const a = t.accountsPage;
  const action = withLang("/editor/contas", props.lang);
  return (
    <>
      <h1>{a.title}</h1>
      <ErrorSummary title={t.errorSummaryTitle} problems={problems(t, view.errors, view.retryAfterSeconds)} />
      {view.notice ? (
        <p className="editor-notice" role="status">
          {view.notice}
        </p>
      ) : null}
      {view.invitation ? <InvitationLink invitation={view.invitation} t={t} lang={props.lang} /> : null}
      <section aria-labelledby="convidar">
        <h2 id="convidar">{a.inviteTitle}</h2>
        {view.mailServer ? null : <p>{a.noMailIntro}</p>}
        <form method="post" action={action} noValidate>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="invite" />
          <div className={view.errors.email ? "editor-field editor-field-invalid" : "editor-field"}>
            <label htmlFor="email">{a.email}</label>
            <FieldError id="email" code={view.errors.email} t={t} />
            <input
              id="email"
              name="email"
              type="email"
              spellCheck={false}
              autoComplete="off"
              defaultValue={view.values.email}
              aria-describedby={view.errors.email ? "email-erro" : undefined}
              aria-invalid={view.errors.email ? true : undefined}
            />
          </div>
          <div className={view.errors.role ? "editor-field editor-field-invalid" : "editor-field"}>
            <label htmlFor="role">{a.role}</label>
            <FieldError id="role" code={view.errors.role} t={t} />
            <RoleSelect id="role" name="role" value={view.values.role} t={t} />
          </div>
          <button type="submit" className="editor-button">
            {a.inviteButton}
          </button>
        </form>
      </section>
      <section aria-labelledby="pessoas">
        <h2 id="pessoas">{a.listTitle}</h2>
        {/* A table wider than a phone scrolls in its own box, which the keyboard must reach (axe scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="editor-table-wrap" tabIndex={0} role="region" aria-labelledby="pessoas">
          <table className="editor-table">
            <thead>
              <tr>
                <th scope="col">{a.email}</th>
                <th scope="col">{a.role}</th>
                <th scope="col">{a.status}</th>
                <th scope="col">{a.actions}</th>
              </tr>
            </thead>
            <tbody>
              {view.accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.email} {account.id === view.selfId ? a.you : null}
                  </th>
                  <td>{t.roles[account.role] ?? account.role}</td>
                  <td>{a.statuses[account.status] ?? account.status}</td>
                  <td>
                    <form method="post" action={action} className="editor-inline-form">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="account" value={account.id} />
                      <RoleSelect
                        id={`role-${account.id}`}
                        name="role"
                        value={account.role}
                        t={t}
                        label={a.roleFor(account.email)}
                      />
                      <button type="submit" className="editor-button editor-button-quiet">
                        {a.changeRole}
                      </button>
                    </form>
                    {account.status === "invited" ? (
                      <form method="post" action={action} className="editor-inline-form">
                        <input type="hidden" name="_csrf" value={csrf} />
                        <input type="hidden" name="intent" value="new-link" />
                        <input type="hidden" name="account" value={account.id} />
                        <button type="submit" className="editor-button editor-button-quiet">
                          {view.mailServer ? a.resend : a.newLink}
                          <span className="visually-hidden"> {account.email}</span>
                        </button>
                      </form>
                    ) : null}
                    {account.id !== view.selfId ? (
                      <form method="post" action={action} className="editor-inline-form">
                        <input type="hidden" name="_csrf" value={csrf} />
                        <input type="hidden" name="intent" value={account.status === "disabled" ? "enable" : "disable"} />
                        <input type="hidden" name="account" value={account.id} />
                        <button type="submit" className="editor-button editor-button-quiet">
                          {account.status === "disabled" ? a.enable : a.disable}
                          <span className="visually-hidden"> {account.email}</span>
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

export default function EditorPage(props: EditorPageProps) {
  const t = editorStrings[props.lang];
  const { view, lang } = props;
  return (
    <EditorShell lang={lang} shell={props.shell}>
      {view.kind === "sign-in" ? <SignInView view={view} lang={lang} t={t} /> : null}
      {view.kind === "link" ? <LinkView view={view} lang={lang} t={t} /> : null}
      {view.kind === "home" ? <HomeView view={view} props={props} t={t} /> : null}
      {view.kind === "account" ? <AccountView view={view} props={props} t={t} /> : null}
      {view.kind === "accounts" ? <AccountsView view={view} props={props} t={t} /> : null}
      {view.kind === "audit" ? <AuditView view={view} props={props} t={t} /> : null}
      {view.kind === "items" ? <ItemsView view={view} props={props} t={t} /> : null}
      {view.kind === "item" ? <ItemView view={view} props={props} t={t} /> : null}
      {view.kind === "history" ? <HistoryView view={view} props={props} /> : null}
    </EditorShell>
  );
}
