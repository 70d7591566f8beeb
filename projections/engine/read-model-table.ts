import {
  OperationNodeTransformer,
  sql,
  TableNode,
  type ColumnType,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

// A read-model table is declared once, here-style: its columns with their Postgres type and the
// TypeScript type Kysely sees. The CREATE TABLE (run by the projection for each generation) and the
// `Database` type readers and projections query through both come from that one declaration, so a
// new field is one line and the compiler finds every query that must change.

/** One column: the DDL to write and, as a phantom, the Kysely column type (select, insert, update). */
export interface Column<S, I = S, U = I> {
  readonly ddl: string;
  readonly notNull: boolean;
  readonly generatedAs?: RawBuilder<unknown>;
  readonly defaultSql?: string;
  /** Never set: carries the type. */
  readonly type?: ColumnType<S, I, U>;
}

type AnyColumn = Column<unknown, unknown, unknown>;

/** A column that may be null: null is read, inserted and updated like any value. */
export interface NullableColumn<S, I, U> extends Column<S | null, I | null, U | null> {
  readonly notNull: false;
}

/** Chainable column: `.nullable()`, `.generated(sql\`…\`)` (computed by Postgres), `.default(sql)`. */
export class ColumnBuilder<S, I = S, U = I> implements Column<S, I, U> {
  declare readonly type?: ColumnType<S, I, U>;
  constructor(
    readonly ddl: string,
    readonly notNull = true,
    readonly generatedAs?: RawBuilder<unknown>,
    readonly defaultSql?: string,
  ) {}
  nullable(): ColumnBuilder<S | null, I | null, U | null> {
    return new ColumnBuilder(this.ddl, false, this.generatedAs, this.defaultSql);
  }
  /** Postgres computes it on write (`generated always as (…) stored`): readable, never written. */
  generated(expression: RawBuilder<unknown>): ColumnBuilder<S, never, never> {
    return new ColumnBuilder(this.ddl, this.notNull, expression, this.defaultSql);
  }
  /** A default makes the column optional on insert. */
  default(expression: string): ColumnBuilder<S, I | undefined, U> {
    return new ColumnBuilder(this.ddl, this.notNull, this.generatedAs, expression);
  }
}

/** bigint: pg hands it over as a string (exact beyond 2^53); written from a number, bigint or text. */
type Big = string | number | bigint;

export const column = {
  text: <T extends string = string>() => new ColumnBuilder<T>('text'),
  integer: <T extends number = number>() => new ColumnBuilder<T>('integer'),
  bigint: () => new ColumnBuilder<string, Big, Big>('bigint'),
  boolean: () => new ColumnBuilder<boolean>('boolean'),
  uuid: () => new ColumnBuilder<string>('uuid'),
  /** A calendar day: pg reads it as a Date at local midnight; written as 'yyyy-mm-dd'. */
  date: () => new ColumnBuilder<Date, string, string>('date'),
  timestamptz: () => new ColumnBuilder<Date, Date | string, Date | string>('timestamptz'),
  textArray: <T extends string = string>() => new ColumnBuilder<T[]>('text[]'),
  /** Read parsed; written as JSON text (JSON.stringify), which Postgres casts. */
  jsonb: <T>() => new ColumnBuilder<T, string, string>('jsonb'),
} as const;

export type Columns = Readonly<Record<string, AnyColumn>>;

/** What the type helpers need of a declaration (its key's column names do not matter to them). */
export interface AnyTable {
  readonly name: string;
  readonly columns: Columns;
  readonly primaryKey?: readonly string[];
  readonly fillFactor?: number;
}

/** A table's declaration: base name (readers' view), columns, and the key `apply` upserts on. */
export interface TableDeclaration<N extends string = string, C extends Columns = Columns> {
  readonly name: N;
  readonly columns: C;
  readonly primaryKey?: readonly (keyof C & string)[];
  /**
   * Percent of each page filled by inserts (Postgres' default 100). A table whose rows every batch
   * rewrites keeps room so an update lands on the same page (a HOT update: no new key entry).
   */
  readonly fillFactor?: number;
}

export function table<N extends string, C extends Columns>(
  name: N,
  columns: C,
  options: { primaryKey?: readonly (keyof C & string)[]; fillFactor?: number } = {},
): TableDeclaration<N, C> {
  return { name, columns, ...options };
}

/** The Kysely table interface of a declaration. */
export type TableOf<D extends AnyTable> = {
  [K in keyof D['columns']]: D['columns'][K] extends Column<infer S, infer I, infer U> ? ColumnType<S, I, U> : never;
};

/** The Kysely `Database` of some declarations: `DatabaseOf<typeof products | typeof stock>`. */
export type DatabaseOf<D extends AnyTable> = { [T in D as T['name']]: TableOf<T> };

/** The row a select of every column answers. */
export type RowOf<D extends AnyTable> = {
  [K in keyof D['columns']]: D['columns'][K] extends Column<infer S, unknown, unknown> ? S : never;
};

/** `create table <physical> (…)` from the declaration; `withKey: false` leaves the key to createIndexes. */
export async function createTable(
  db: Kysely<unknown>,
  declaration: AnyTable,
  physicalName: string,
  { withKey = true } = {},
): Promise<void> {
  const parts = Object.entries(declaration.columns).map(([name, c]) => {
    const pieces = [sql.id(name), sql.raw(c.ddl)];
    if (c.generatedAs) pieces.push(sql`generated always as (${c.generatedAs}) stored`);
    if (c.defaultSql) pieces.push(sql.raw(`default ${c.defaultSql}`));
    if (c.notNull && !c.generatedAs) pieces.push(sql.raw('not null'));
    return sql.join(pieces, sql.raw(' '));
  });
  if (withKey && declaration.primaryKey?.length) {
    parts.push(sql`primary key (${sql.join(declaration.primaryKey.map((k) => sql.id(k)))})`);
  }
  const storage = declaration.fillFactor ? sql` with (fillfactor = ${sql.lit(declaration.fillFactor)})` : sql``;
  await sql`create table ${sql.table(physicalName)} (${sql.join(parts)})${storage}`.execute(db);
}

/**
 * Queries written against the base names (`inventory_products`) run against a generation's physical
 * tables (`inventory_products_g3`): `trx.withPlugin(new GenerationTables(t))`. A projection keeps its
 * typed `Kysely<…Database>` while a rebuild writes the next generation beside the live one.
 */
export class GenerationTables implements KyselyPlugin {
  readonly #transformer: OperationNodeTransformer;
  constructor(physical: Readonly<Record<string, string>>) {
    this.#transformer = new (class extends OperationNodeTransformer {
      protected override transformTable(node: TableNode): TableNode {
        const name = physical[node.table.identifier.name];
        if (!name || node.table.schema) return super.transformTable(node);
        return TableNode.create(name);
      }
    })();
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A projection's transaction typed with its read model's Database, writing the generation `t` names. */
export function generationDb<DB>(trx: Kysely<unknown>, t: Readonly<Record<string, string>>): Kysely<DB> {
  // Kysely is invariant in its Database: one cast here instead of one in every projection.
  return trx.withPlugin(new GenerationTables(t)) as unknown as Kysely<DB>;
}
