/**
 * The architecture's boundaries (docs/architecture.md, "Boundaries"), kept by the linter with
 * typescript-eslint's no-restricted-imports. In flat config the last block that names a file sets
 * a rule's options, so every block below carries all the patterns that apply to its files.
 * `scripts/lint-boundaries.test.ts` plants an import across each boundary and checks the refusal.
 */
const pages = ["acessibilidade", "atuacao", "colaborador", "contato", "home", "institucional", "solucoes", "trabalhe"];

/** What the rest of app/ may import from an area: its entry points, nothing else. */
const areas = {
  chat: ["ChatLauncher", "ChatBarButton", "left-open"],
  contact: [
    "ContactFormSection",
    "contact-form.server",
    "ApplicationForm",
    "CvField",
    "application-form.server",
    "AlertForm",
    "ErrorSummary",
  ],
  accessibility: [
    "AccessibilityTools",
    "aids-dom",
    "LibrasPanel",
    "libras-attrs",
    "shortcuts-dom",
    "strings",
    "events",
    "preferences-store",
    "preference-attributes",
    "system-contrast",
    "statement-strings.server",
  ],
};

const serverOnlyForTypes = {
  regex: "(^|/)server/",
  allowTypeImports: true,
  message: "Browser code may import server/ only for types; put server calls in a .server.ts module.",
};
const areaEntryPoints = (except) =>
  Object.entries(areas)
    .filter(([area]) => area !== except)
    .map(([area, entries]) => ({
      regex: `(^|/)${area}/(?!(${entries.join("|")})$)[^/]+$`,
      message: `Outside app/${area}/, use its entry points only: ${entries.join(", ")}.`,
    }));
/** The browser runs React alone; React Router renders and routes on the server only. */
const noRouterInBrowser = {
  regex: "^react-router$",
  allowTypeImports: true,
  message:
    "The browser loads React only (docs/decisions/0024): use app/site (useRoot, useUi, usePageAddress) and plain links; React Router belongs to route modules, root.tsx and .server modules.",
};
const otherPages = (page) => ({
  regex: `^(\\.\\./)+(pages/)?(?!${page}/)(${pages.join("|")})/`,
  message: "Pages do not import other pages: move what both need to app/components or common/.",
});
const noOtherRoutes = {
  regex: "^\\./|(^|/)routes/",
  message: "Route modules do not import each other: share through app/ modules.",
};

const rule = "@typescript-eslint/no-restricted-imports";
const serverModules = "**/*.server.{ts,tsx}";
const tests = ["**/*.test.{ts,tsx}"];

/** Two blocks for a group of app/ files: browser modules, then its .server modules (no server rule). */
function appGroup(glob, patterns) {
  return [
    {
      files: [glob],
      ignores: tests,
      rules: { [rule]: ["error", { patterns: [serverOnlyForTypes, noRouterInBrowser, ...patterns] }] },
    },
    { files: [[glob, serverModules]], ignores: tests, rules: { [rule]: ["error", { patterns }] } },
  ];
}

export const boundaryRules = [
  // common/ is shared by both sides, so it imports neither.
  {
    files: ["common/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      [rule]: [
        "error",
        { patterns: [{ regex: "(^|/)(app|server)/", message: "common/ is imported by app/ and server/; it imports neither." }] },
      ],
    },
  },
  // server/ serves app/, never the other way round: what both need lives in common/.
  {
    files: ["server/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      [rule]: [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)app/",
              message:
                "server/ does not import app/: move what both need to common/ (React Router reaches app/ through the build).",
            },
          ],
        },
      ],
    },
  },
  ...appGroup("app/**/*.{ts,tsx}", areaEntryPoints()),
  ...Object.keys(areas).flatMap((area) => appGroup(`app/${area}/**/*.{ts,tsx}`, areaEntryPoints(area))),
  ...pages.flatMap((page) => appGroup(`app/pages/${page}/**/*.{ts,tsx}`, [...areaEntryPoints(), otherPages(page)])),
  // Route modules and the document's shell render on the server through React Router.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: tests,
    rules: { [rule]: ["error", { patterns: [serverOnlyForTypes, ...areaEntryPoints(), noOtherRoutes] }] },
  },
  {
    files: ["app/root.tsx", "app/entry.server.tsx", "app/context.ts", "app/components/PageStyles.tsx"],
    rules: { [rule]: ["error", { patterns: [serverOnlyForTypes, ...areaEntryPoints()] }] },
  },
];
