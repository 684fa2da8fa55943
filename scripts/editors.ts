/**
 * `npm run editors`: the editors' accounts from the command line (issue 27, docs/editors.md).
 *
 *   npm run editors -- invite ana@lead.example --role administrador
 *       (the role by its name, as the accounts page shows it: administrador, vagas, comunicacao,
 *       accents and case as you like; the codes admin, openings, communications work too)
 *       creates the account (or sends a new invitation), prints the one-time link and queues it
 *       by mail through the outbox; the way in for the first administrator
 *   npm run editors -- list
 *       every account with its role and status
 *
 * Reads the same configuration as the server (DATABASE_URL, DATA_DIR, APP_SECRET, PUBLIC_URL…).
 * Links are written with PUBLIC_URL, or http://localhost:PORT without it.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createLogger } from "../server/log";
import { createRateLimiter } from "../server/http/rate-limits";
import { createXsrf } from "../server/contact/signing";
import { createEditorAuth } from "../server/editor/auth/service";
import { inviteForm } from "../common/editor/forms";
import { EDITOR_ROLES, isEditorRole, parseRole, roleNames } from "../common/editor/roles";

/** The roles as people type them: the Portuguese name without accents (vagas), then the English one. */
const roleChoices = EDITOR_ROLES.map(
  (role) =>
    `${role === "admin" ? "administrador" : roleNames.pt[role].normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()} (${roleNames.pt[role]} / ${roleNames.en[role]})`,
).join(", ");

const usage = `Uso / Usage:
  npm run editors -- invite <e-mail> --role <papel / role>
  npm run editors -- list
Papéis / Roles: ${roleChoices}`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at !== -1) return args[at + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const command = args[0];
  if (command !== "invite" && command !== "list") {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(process.env);
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    const log = createLogger("warn");
    const unlimited = createRateLimiter({ name: "cli", rule: { points: 1000, durationSeconds: 1 } });
    const editor = createEditorAuth({
      db: handle.db,
      log,
      appSecret: config.appSecret,
      secureCookie: config.TRUST_PROXY,
      publicOrigin: config.publicOrigin,
      xsrf: createXsrf(config.appSecret, { secureCookie: config.TRUST_PROXY }),
      limits: { signIn: unlimited, link: unlimited },
    });
    if (command === "list") {
      const accounts = await editor.store.accounts.list();
      if (!accounts.length) console.log("No editor accounts yet. Invite the first administrator with --role admin.");
      for (const a of accounts)
        console.log([a.email, parseRole(a.role) ? roleNames.pt[parseRole(a.role)!] : a.role, a.status].join("\t"));
      return 0;
    }
    const typedRole = option(args, "--role") ?? "";
    const parsed = inviteForm.safeParse({ email: args[1] ?? "", role: parseRole(typedRole) ?? typedRole });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        console.error(
          issue.path[0] === "role"
            ? `--role: papel desconhecido / unknown role "${typedRole}". Papéis / Roles: ${roleChoices}`
            : `not a valid e-mail address: ${args[1] ?? "(none)"}`,
        );
      }
      console.error(usage);
      return 2;
    }
    const outcome = await editor.invite({ ...parsed.data, by: null });
    if (!outcome.ok) {
      const reasons: Record<string, string> = {
        account_disabled: "this account is disabled; an administrator enables it in the editor (Contas)",
        already_active: "this account is already active; it signs in at /editor/entrar",
      };
      console.error(`Not invited: ${reasons[outcome.error] ?? outcome.error}`);
      return 1;
    }
    console.log(
      `Invited ${outcome.account.email} (${isEditorRole(outcome.account.role) ? roleNames.en[outcome.account.role] : outcome.account.role}). The invitation is queued by mail; its one-time link:`,
    );
    console.log(outcome.link);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
