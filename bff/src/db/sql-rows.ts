import { getTableColumns, SQL, sql, type InferInsertModel, type Table } from 'drizzle-orm';

/*
 * The writes of a money movement, written with drizzle's `sql` instead of its query builders:
 * the builders walk every column of the tables they name with entity checks each time a
 * statement is built, 0.2–0.5 ms per statement here, and a movement builds several of them
 * while its child's row is held (ADR 061). Values still go through each column's encoder
 * (`sql.param(value, column)`) and rows come back through the columns' decoders (row-json.ts),
 * so what is written and read is what the builders would write and read.
 */

type Columns = Record<string, ReturnType<typeof getTableColumns<Table>>[string]>;

function columnOf(columns: Columns, key: string) {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}

/**
 * `"col" = value, …` of an UPDATE of `table`; a value that is an `SQL` expression is set as is
 * (`metadata || …`); keys whose value is undefined are left out.
 */
export function setClause<T extends Table>(
  table: T,
  values: { [K in keyof InferInsertModel<T>]?: InferInsertModel<T>[K] | SQL },
): SQL {
  const columns = getTableColumns(table) as Columns;
  const pairs = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columnOf(columns, key);
      return sql`${sql.identifier(column.name)} = ${value instanceof SQL ? value : sql.param(value, column)}`;
    });
  return sql.join(pairs, sql`, `);
}

/** `insert into "table" ("col", …) values (value, …)` of one row; undefined keys take their default. */
export function insertRow<T extends Table>(table: T, row: InferInsertModel<T>): SQL {
  const columns = getTableColumns(table) as Columns;
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => sql.identifier(columnOf(columns, key).name));
  const values = entries.map(([key, value]) => sql.param(value, columnOf(columns, key)));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)})`;
}
