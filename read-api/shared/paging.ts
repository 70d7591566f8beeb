import type { Page } from '../../domain/shared';

// A page of a list as every paged read route answers it (the shape is the domain's shared response).
export type { Page };

export const pageOf = <T>(items: T[], total: number, page: number, pageSize: number): Page<T> => ({
  items,
  total,
  page,
  pageSize,
  // An empty result is still one (empty) page, so a pager never shows "page 1 of 0".
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
});
