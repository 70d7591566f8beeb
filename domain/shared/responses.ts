// Shapes every area's read-api answers share.

/** One page of a list: its items and where it stands in the whole. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Who did something, as a list shows it. */
export interface ActorView {
  userId: string;
  /** The user's name when the users read model knows it. */
  name: string | null;
}
