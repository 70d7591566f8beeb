import { sql, type Kysely } from 'kysely';

// The storefront searches a product's name, description and categories together: the inventory read
// model keeps them joined in one generated column (catalog_text) under a trigram index. A generated
// column takes only immutable functions, and array_to_string is stable (it could call any element
// type's output); on text[] its answer depends on nothing else, which this wrapper states.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function flora_joined_text(parts text[]) returns text
      language sql immutable parallel safe
      return array_to_string(parts, E'\\x01');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function flora_joined_text(text[]);`.execute(db);
}
