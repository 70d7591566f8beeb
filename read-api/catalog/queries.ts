import { sql, type Kysely, type QueryCreator } from 'kysely';
import { CATALOG_PAGE_SIZE, type CatalogCategoryView, type CatalogProductView } from '../../domain/catalog';
import type { ReadModels } from '../../projections/read-models';
import { likePattern } from '../shared/search';
import { CATALOG_COLUMNS, toCatalogProductView } from './to-response';

type Db = Kysely<ReadModels>;

// The storefront reads the inventory read model: only active products, and only the columns a
// customer may see (to-response.ts). Ordered by name, with the id as tiebreak, as the inventory's
// (sort_name, id) index keeps them.

export interface CatalogFilter {
  search?: string;
  category?: string;
}

// A QueryCreator: it also filters inside the search's CTE.
function active(db: QueryCreator<ReadModels>, f: CatalogFilter) {
  let q = db.selectFrom('inventory_products').where('status', '=', 'active');
  // Name, description and categories, lowered by Postgres on both sides (as the inventory list does,
  // so every letter agrees) and joined on write (catalog_text), where a trigram index serves them.
  if (f.search) q = q.where('catalog_text', 'like', sql<string>`lower(${likePattern(f.search)})`);
  // Containment, so the GIN index on categories serves the filter.
  if (f.category) q = q.where(sql<boolean>`categories @> array[${f.category}]::text[]`);
  return q;
}

const countOf = (db: QueryCreator<ReadModels>, f: CatalogFilter) =>
  active(db, f).select((eb) => eb.fn.countAll<string>().as('n'));

const offsetOf = (page: number) => (page - 1) * CATALOG_PAGE_SIZE;

/**
 * Without a search: the page's ids walk the name index (sort_name, id), then only those 24 rows are
 * read, with the count beside them in the same statement. The ids subquery has the inventory
 * list's shape, so an index over active products alone (none exists yet) would make it index-only.
 */
function browsePage(db: Db, f: CatalogFilter, page: number) {
  return db
    .selectFrom(
      active(db, f)
        .select(['id', 'sort_name'])
        .orderBy('sort_name')
        .orderBy('id')
        .limit(CATALOG_PAGE_SIZE)
        .offset(offsetOf(page))
        .as('k'),
    )
    .innerJoin('inventory_products as p', 'p.id', 'k.id')
    .select(CATALOG_COLUMNS.map((c) => `p.${c}` as const))
    .select(() => countOf(db, f).as('total'))
    .orderBy('k.sort_name')
    .orderBy('k.id');
}

/**
 * A search collects its matches once (the trigram index finds them), then both pages and counts them.
 */
function searchPage(db: Db, f: CatalogFilter, page: number) {
  return db
    .with(
      (cte) => cte('matched').materialized(),
      (w) => active(w, f).select(CATALOG_COLUMNS).select('sort_name'),
    )
    .selectFrom('matched')
    .select(CATALOG_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('matched')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('total'),
    )
    .orderBy('sort_name')
    .orderBy('id')
    .limit(CATALOG_PAGE_SIZE)
    .offset(offsetOf(page));
}

/** One round trip; only a page past the end asks for the count on its own. */
export async function listCatalog(db: Db, f: CatalogFilter, page: number) {
  const rows = await (f.search ? searchPage(db, f, page) : browsePage(db, f, page)).execute();
  const total = rows[0] ? Number(rows[0].total) : Number((await countOf(db, f).executeTakeFirstOrThrow()).n);
  return { items: rows.map(toCatalogProductView), total };
}

/**
 * The first `limit` active products (by name) whose text holds every term — Flora Bot's "rosas rojas".
 * The matches' ids collected once through the trigram index, the first few by name, then only their
 * rows (walking the name index instead filters every product that sorts before the first match).
 */
export async function firstMatches(db: Db, terms: readonly string[], limit: number): Promise<CatalogProductView[]> {
  if (terms.length === 0) return [];
  const rows = await db
    .with(
      (cte) => cte('matched').materialized(),
      (w) =>
        terms.reduce(
          (q, term) => q.where('catalog_text', 'like', sql<string>`lower(${likePattern(term)})`),
          active(w, {}).select(['id', 'sort_name']),
        ),
    )
    .with('first', (w) => w.selectFrom('matched').select('id').orderBy('sort_name').orderBy('id').limit(limit))
    .selectFrom('first')
    .innerJoin('inventory_products as p', 'p.id', 'first.id')
    .select(CATALOG_COLUMNS.map((c) => `p.${c}` as const))
    .orderBy('p.sort_name')
    .orderBy('p.id')
    .execute();
  return rows.map(toCatalogProductView);
}

export async function catalogProduct(db: Db, id: string): Promise<CatalogProductView | undefined> {
  const row = await active(db, {}).select(CATALOG_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toCatalogProductView(row) : undefined;
}

const spanish = new Intl.Collator('es');

/** Sorted here: the database's collation may not know Spanish (ñ after n, accents beside their letter). */
export async function catalogCategories(db: Db): Promise<CatalogCategoryView[]> {
  const { rows } = await sql<{ category: string; products: number }>`
    select c as category, count(*)::int as products
    from inventory_products as p cross join lateral unnest(p.categories) as c
    where p.status = 'active'
    group by c`.execute(db);
  return rows
    .map((r) => ({ category: r.category, products: r.products }))
    .sort((a, b) => spanish.compare(a.category, b.category) || (a.category < b.category ? -1 : 1));
}
