import type { CreateTableBuilder } from "kysely";
import type { Engine } from "../database";

export interface MigrationContext {
  engine: Engine;
}

/** An auto-incrementing integer primary key named id, spelled the way each engine wants it. */
export function autoId<T extends string>(table: CreateTableBuilder<T, never>, ctx: MigrationContext) {
  return ctx.engine === "postgres"
    ? table.addColumn("id", "bigserial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
