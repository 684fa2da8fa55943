/**
 * The boundaries the linter keeps (eslint.boundaries.js): for each one, an import planted across
 * it is refused by `npm run lint`'s configuration, and an allowed neighbour passes.
 */
import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

const planted: Array<[boundary: string, file: string, code: string, refusal: RegExp]> = [
  [
    "common/ imports no app/",
    "common/i18n/planted.ts",
    'import { x } from "../../app/i18n/ui";\nexport { x };',
    /imports neither/,
  ],
  ["common/ imports no server/", "common/planted.ts", 'import { x } from "../server/config";\nexport { x };', /imports neither/],
  [
    "server/ imports no app/",
    "server/api/planted.ts",
    'import { trabalheStrings } from "../../app/pages/trabalhe/strings";\nexport { trabalheStrings };',
    /server\/ does not import app\//,
  ],
  [
    "server/ imports no app/ module for types either",
    "server/planted.ts",
    'import type { TrabalheData } from "../app/pages/trabalhe/trabalhe.server";\nexport type T = TrabalheData;',
    /server\/ does not import app\//,
  ],
  [
    "a browser module imports no server value",
    "app/chrome/Planted.tsx",
    'import { x } from "../../server/config";\nexport { x };',
    /only for types/,
  ],
  [
    "a page imports no other page",
    "app/pages/home/Planted.tsx",
    'import { x } from "../trabalhe/strings";\nexport { x };',
    /other pages/,
  ],
  [
    "a route imports no other route",
    "app/routes/portal.planted.tsx",
    'import { x } from "./portal.home";\nexport { x };',
    /each other/,
  ],
  [
    "the chat is reached through its launcher",
    "app/routes/portal.planted.tsx",
    'import { x } from "../chat/chat-client";\nexport { x };',
    /entry points/,
  ],
  [
    "the contact form through its section",
    "app/pages/contato/Planted.tsx",
    'import { x } from "../../contact/strings";\nexport { x };',
    /entry points/,
  ],
  [
    "browser code runs without React Router",
    "app/pages/home/Planted.tsx",
    'import { useLocation } from "react-router";\nexport const x = useLocation;',
    /React only/,
  ],
  [
    "accessibility through its entry points",
    "app/chat/Planted.tsx",
    'import { x } from "../accessibility/LibrasLayer";\nexport { x };',
    /entry points/,
  ],
];

const allowed: Array<[what: string, file: string, code: string]> = [
  [
    "common/ from server/",
    "server/api/planted.ts",
    'import { openingDetails } from "../../common/content/openings";\nexport { openingDetails };',
  ],
  ["server/ from server/", "server/api/planted.ts", 'import { createApp } from "../app";\nexport { createApp };'],
  [
    "a type from server/ in browser code",
    "app/chrome/Planted.tsx",
    'import type { Services } from "../../server/services";\nexport type S = Services;',
  ],
  ["server/ from a .server.ts module", "app/chrome/planted.server.ts", 'import { x } from "../../server/config";\nexport { x };'],
  ["a page's own modules", "app/pages/home/Planted.tsx", 'import { x } from "./strings";\nexport { x };'],
  ["an area's entry point", "app/pages/home/Planted.tsx", 'import { x } from "../../accessibility/libras-attrs";\nexport { x };'],
  [
    "React Router in a route module",
    "app/routes/portal.planted.tsx",
    'import { redirect } from "react-router";\nexport { redirect };',
  ],
  [
    "a React Router type in browser code",
    "app/chrome/Planted.tsx",
    'import type { Location } from "react-router";\nexport type L = Location;',
  ],
  ["common/ from anywhere", "app/routes/portal.planted.tsx", 'import { x } from "../../common/paths";\nexport { x };'],
];

describe("architecture boundaries in the linter", () => {
  it.each(planted)("refuses: %s", async (_boundary, file, code, refusal) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(refusal);
  });

  it.each(allowed)("allows: %s", async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
