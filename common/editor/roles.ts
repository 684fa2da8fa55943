/**
 * The editors' roles and what each may edit: the one map from a role to the content types of
 * `common/content/content-types.ts`. The server checks it on every read and write of the editor
 * (the role is read from the database on each request); the editor's navigation lists the same.
 */
import { contentTypeRows } from "../content/content-types";

export const EDITOR_ROLES = ["admin", "openings", "communications"] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

export function isEditorRole(value: unknown): value is EditorRole {
  return typeof value === "string" && (EDITOR_ROLES as readonly string[]).includes(value);
}

/**
 * Each role's name, the one the staff read everywhere: the accounts list, the role choices, the
 * invitation mail and the command line (which accepts these names as well as the codes).
 */
export const roleNames: Record<"pt" | "en", Record<EditorRole, string>> = {
  pt: { admin: "Administração", openings: "Vagas", communications: "Comunicação" },
  en: { admin: "Administration", openings: "Openings", communications: "Communications" },
};

/** Lower case, without accents or spaces around: "Comunicação " → "comunicacao". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** Other words people type for a role (the person rather than the area). */
const roleAliases: Record<EditorRole, readonly string[]> = {
  admin: ["administrador", "administradora", "administrador(a)", "administrator"],
  openings: ["vaga", "rh", "recursos humanos"],
  communications: ["comunicacoes"],
};

/**
 * The role a person typed: its code (`openings`) or its name in either language, with or without
 * accents, in any case (`vagas`, `Comunicação`, `comunicacao`, `administrador`). Null when none.
 */
export function parseRole(input: string): EditorRole | null {
  const typed = plain(input);
  if (!typed) return null;
  for (const role of EDITOR_ROLES) {
    const names = [role, roleNames.pt[role], roleNames.en[role], ...roleAliases[role]].map(plain);
    if (names.includes(typed)) return role;
  }
  return null;
}

/** Every content type name (`vacancy`, `news`, …), in the table's order. */
export const ALL_CONTENT_TYPES: readonly string[] = contentTypeRows.map((row) => row.type);

/** The types each role other than admin edits (issue 27). An administrator edits them all. */
const typesOf: Record<Exclude<EditorRole, "admin">, readonly string[]> = {
  openings: ["vacancy", "benefit", "gallery"],
  communications: [
    "news",
    "news-highlight",
    "social-action",
    "award",
    "partners",
    "release",
    "home-section",
    "research",
    "solution",
  ],
};

/** The content types a role may read and change in the editor, in the table's order. */
export function editableTypes(role: EditorRole): string[] {
  if (role === "admin") return [...ALL_CONTENT_TYPES];
  const allowed = new Set(typesOf[role]);
  return ALL_CONTENT_TYPES.filter((type) => allowed.has(type));
}

/** Whether an editor with this role may read and change items of this content type. */
export function canEdit(role: EditorRole | null | undefined, contentType: string): boolean {
  if (!role || !isEditorRole(role)) return false;
  return editableTypes(role).includes(contentType);
}

/** Only administrators manage accounts and read the audit log. */
export const canManageAccounts = (role: EditorRole | null | undefined): boolean => role === "admin";
