// What a read model's columns will take. An event is trusted to be what was appended, never to fit
// a column type: values written before the command side bounded them (a correlation id from a
// header, a quantity past `integer`, a year 0000), by a script, an import or a reactor, or read
// from KurrentDB (which keeps NUL and lone surrogates that Postgres refuses) must not stop a
// projection. A value the column takes passes unchanged, so rows already built stay as they are
// and no rebuild is due; any other becomes, deterministically (a rebuild writes the same), the
// nearest value the column holds or null. The event keeps the original: the audit shows it whole.

/** Postgres `integer`. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;
/**
 * Postgres `bigint`, as far as a double reaches inside ±2^63: −2^63 itself is a double, but JS
 * writes it as -9223372036854776000, which is past it.
 */
export const INT8 = { min: -9223372036854774784, max: 9223372036854774784 } as const;

/**
 * The time a read model shows when an event states none it can store. The epoch, not the
 * projection's clock: a rebuild must write the same row.
 */
export const UNKNOWN_TIME = '1970-01-01T00:00:00.000Z';

/** btree refuses entries over about 2.7 KB: indexed text longer than this is cut (4 bytes a character at most). */
export const INDEXED_TEXT_MAX = 512;

/** A string Postgres text and jsonb take: NUL removed, a lone surrogate replaced by U+FFFD (toWellFormed). */
export function storableString(s: string): string {
  const withoutNul = s.includes('\u0000') ? s.replaceAll('\u0000', '') : s;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}

/**
 * A text column: null for null or absent; a string made storable; any other value as its JSON
 * text (what json_to_recordset hands a text column for a number, a boolean or an object).
 */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s === undefined ? null : storableString(s);
}

/** A `not null` text column. */
export function textOr(value: unknown, fallback = ''): string {
  return text(value) ?? fallback;
}

/** Text a btree index holds: cut past INDEXED_TEXT_MAX characters (a value that long names nothing a user typed). */
export function indexedText(value: unknown): string | null {
  const s = text(value);
  if (s === null || s.length <= INDEXED_TEXT_MAX) return s;
  // `s` is well formed: the cut can only split a pair, leaving its high half last; drop it.
  const cut = s.slice(0, INDEXED_TEXT_MAX);
  return cut.isWellFormed() ? cut : cut.slice(0, -1);
}

/** A text[] column: an array's elements as text (null ones stay null); anything else is no list. */
export function textArray(value: unknown): (string | null)[] {
  return Array.isArray(value) ? value.map(text) : [];
}

/** A `not null` text[] of a domain list (images): its strings, or empty. */
export function stringList(value: unknown): string[] {
  return textArray(value).filter((s): s is string => s !== null);
}

/** The same for a list an index holds element by element (roles, categories: GIN). */
export function indexedList(value: unknown): string[] {
  return stringList(value).map((s) => indexedText(s)!);
}

function integer(value: unknown, range: { min: number; max: number }): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isNaN(n)) return null;
  return Math.min(range.max, Math.max(range.min, Math.round(n))) || 0; // `|| 0`: no -0
}

/** An `integer` column: rounded and held within its range; null when no number. */
export const int4 = (value: unknown) => integer(value, INT4);
/** A `bigint` column (centavos, revisions): rounded and held within its range; null when no number. */
export const int8 = (value: unknown) => integer(value, INT8);

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Postgres refuses year 0, day 30 of February and the like, which Date.parse lets through. */
function realDay(y: number, m: number, d: number): boolean {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && !leap(y) ? 28 : DAYS[m - 1]!);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-](\d{2})(?::?\d{2})?)?)?$/;
/** What toISOString writes, nearly every time an event states: checked without a regex's captures. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const two = (s: string, at: number) => (s.charCodeAt(at) - 48) * 10 + s.charCodeAt(at + 1) - 48;

/** A `date` column: 'yyyy-mm-dd' of a real day between years 1 and 9999, else null. */
export function date(value: unknown): string | null {
  const m = typeof value === 'string' ? DAY.exec(value) : null;
  return m && realDay(Number(m[1]), Number(m[2]), Number(m[3])) ? (value as string) : null;
}

/** A `timestamptz` column: an ISO-8601 time of a real day (years 1–9999), unchanged; else null. */
export function timestamp(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (CANONICAL.test(value)) {
    const real = realDay(two(value, 0) * 100 + two(value, 2), two(value, 5), two(value, 8));
    return real && two(value, 11) <= 23 && two(value, 14) <= 59 && two(value, 17) <= 60 ? value : null;
  }
  const m = TIME.exec(value);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const [hour, minute, second, zone] = [m[4], m[5], m[6], m[7]].map((p) => Number(p ?? 0));
  return hour! <= 23 && minute! <= 59 && second! <= 60 && zone! <= 15 ? value : null;
}

/** A `not null` timestamptz: the value, else the fallback's, else UNKNOWN_TIME. */
export function timestampOr(value: unknown, fallback?: unknown): string {
  return timestamp(value) ?? timestamp(fallback) ?? UNKNOWN_TIME;
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return storableString(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cleaned);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableString(k), cleaned(v)]));
}

/** A jsonb value: every string and key made storable (a copy; see storableJsonText for the cheap way). */
export function storableJson<T>(value: T): T {
  return cleaned(value) as T;
}

// JSON.stringify writes a NUL as \u0000 and a lone surrogate as \udXXX (a pair stays as it is), so
// what jsonb refuses shows in the text. (A user's literal backslash-u text matches too: it only
// costs a second, useless, pass.)
const REFUSED_IN_JSON = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

/**
 * A value's JSON text, as json, jsonb and json_to_recordset take it. The writers need the text
 * anyway, so the usual case (a Postgres store's jsonb holds nothing jsonb refuses) costs one scan
 * of it; a rebuild walks no event's data.
 */
export function storableJsonText(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  // includes() first: JSON.stringify writes \u only for control characters and lone surrogates.
  return json.includes('\\u') && REFUSED_IN_JSON.test(json) ? JSON.stringify(storableJson(value)) : json;
}

/** An event's JSON object, or nothing when the value is anything else (an array, a string, null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
/** An object to read fields from: the value itself, or an empty one. */
export const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
/** A list to walk: the value itself, or an empty one. */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
