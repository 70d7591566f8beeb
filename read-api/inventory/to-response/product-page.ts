import type { FastifyReply } from 'fastify';
import { ProductPage } from '../../../domain/inventory';
import { AnswerDeviation, CHECK_ANSWERS, compile } from '../../../infra/http/answers';
import { pageOf } from '../../shared/paging';

// The list's answer around the items Postgres wrote (queries/product-page.ts): sent as text, so no
// row is parsed, mapped or serialised by Node. Fastify's serializer does not run for a JSON string,
// so under test (FLORA_CHECK_ANSWERS) the answer is held to the route's schema here instead.

const ROUTE = 'GET /api/inventory/products 200';

export function sendProductPage(
  reply: FastifyReply,
  items: string,
  total: number,
  page: number,
  pageSize: number,
): FastifyReply {
  const { pageCount } = pageOf([], total, page, pageSize);
  const text = `{"items":${items},"total":${total},"page":${page},"pageSize":${pageSize},"pageCount":${pageCount}}`;
  if (CHECK_ANSWERS) {
    const { check } = compile(ProductPage);
    if (check && !check(JSON.parse(text))) {
      const [first] = check.errors ?? [];
      throw new AnswerDeviation(ROUTE, `${first?.instancePath || '(raíz)'} ${first?.message ?? ''}`);
    }
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
