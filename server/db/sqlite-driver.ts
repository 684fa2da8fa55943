/**
 * The SQLite driver for the running Node.js. better-sqlite3 12 (the last line that runs on Node 20)
 * wraps its objects with Node's legacy ObjectWrap, and Node 24 aborts the process when such an
 * object is finalised after its environment is gone (nodejs/node#65446; seen here at the end of
 * test workers). better-sqlite3 13 is built on Node-API and does not, but needs Node 22 or later.
 * So Node 22+ loads 13 (installed as `better-sqlite3-napi`), Node 20 loads 12. Same API.
 */
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split(".")[0]);

export const sqliteDriverName = nodeMajor >= 22 ? "better-sqlite3-napi" : "better-sqlite3";

const SQLite = require(sqliteDriverName) as typeof BetterSqlite3;
export default SQLite;
export type SqliteDatabase = BetterSqlite3.Database;
