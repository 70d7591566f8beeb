import { sql, type Kysely } from 'kysely';
import type { CatalogProblem, CatalogProblemKind } from '../../domain/catalog';
import type { ReadModels } from '../../projections/read-models';

// Issue 20's /flower-catalog-debug: what is wrong with the catalogue, straight from the inventory read
// model. Image, price, category and stock below minimum are asked of active products only (what the
// storefront offers; an inactive one is not sold); duplicates are asked of every product, since one
// name or barcode should mean one product whatever its status. No purchase orders to suppliers exist
// yet, so "below minimum" cannot yet tell whether a purchase is planned: every such product is listed.

/** Each kind lists at most this many products (a broken import could flag thousands). */
export const MAX_PER_KIND = 200;

interface Row {
  kind: CatalogProblemKind;
  id: string;
  sku: string;
  name: string;
  status: string;
  detail: string;
}

export async function catalogProblems(db: Kysely<ReadModels>): Promise<CatalogProblem[]> {
  const { rows } = await sql<Row>`
    with p as (select * from inventory_products),
    found as (
      select 'no-image' as kind, id, sku, name, status, '' as detail
        from p where status = 'active' and coalesce(cardinality(images), 0) = 0
      union all
      select 'no-price', id, sku, name, status, '' from p where status = 'active' and price_cents <= 0
      union all
      select 'no-category', id, sku, name, status, ''
        from p where status = 'active'
         and not exists (select 1 from unnest(categories) c where btrim(c) <> '')
      union all
      select 'duplicate-name', id, sku, name, status, btrim(name)
        from (select *, count(*) over (partition by lower(btrim(name))) as n from p) d where n > 1
      union all
      select 'duplicate-barcode', id, sku, name, status, barcode
        from (select *, count(*) over (partition by btrim(barcode)) as n from p where nullif(btrim(barcode), '') is not null) d
       where n > 1
      union all
      select 'below-minimum', id, sku, name, status, current_stock || '/' || min_stock_level
        from p where status = 'active' and current_stock < min_stock_level
      union all
      select 'inactive-with-stock', id, sku, name, status, current_stock::text
        from p where status <> 'active' and current_stock > 0
    ),
    ranked as (select *, row_number() over (partition by kind order by lower(name), id) as r from found)
    select kind, id, sku, name, status, detail from ranked where r <= ${MAX_PER_KIND}
    order by kind, lower(name), id
  `.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    productId: r.id,
    sku: r.sku,
    name: r.name,
    status: r.status,
    detail: r.detail,
    fixPath: `/admin/inventory/${encodeURIComponent(r.id)}`,
  }));
}
