import type { Kysely } from 'kysely';

/*
 * The Pages screen says who last changed each page (DESIGN.md §7c). Pages saved before this
 * migration have no known author: the column stays empty for them rather than guess one. A person
 * deleted later leaves the id behind, which then names nobody; no foreign key, so deleting a
 * person never touches the pages they built.
 */

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time, not today's types.
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('views').addColumn('updated_by', 'varchar(36)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('views').dropColumn('updated_by').execute();
}
