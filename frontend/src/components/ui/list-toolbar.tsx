import type { ReactNode } from 'react';
import type { ParamChanges } from '@/lib/use-url-params';

/** One choice of a filter: the value the URL keeps and the words the list shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A select above a list: its accessible name, what is chosen, the choices. */
export interface ListFilter {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** A browser test's handle on the select, and a class of the feature's (a wider select). */
  testId?: string;
  className?: string;
}

/** What a feature's toolbar gets from its screen: the filters in the URL and how to change them. */
export interface FeatureToolbarProps<F> {
  filters: F;
  searchText: string;
  onSearch: (text: string) => void;
  onFilter: (changes: ParamChanges) => void;
}

interface Props {
  /** The search box's placeholder and accessible name; a list searched by no text (subscriptions) has no box. */
  searchLabel?: string;
  searchText?: string;
  onSearch?: (text: string) => void;
  filters: readonly ListFilter[];
  /** Controls after the filters (billing's custom date range). */
  children?: ReactNode;
  className?: string;
}

/** `values` as a filter's options, each worded by `label`. */
export const optionsOf = (values: readonly string[], label: (value: string) => string): FilterOption[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A filter whose `any` choice ('' unless told) means no filter: choosing it picks undefined. */
export function selectFilter(
  label: string,
  value: string | undefined,
  options: readonly FilterOption[],
  onPick: (value: string | undefined) => void,
  any = '',
): ListFilter {
  return { label, value: value ?? any, options, onChange: (v) => onPick(v === any ? undefined : v) };
}

/** The search box and filters above a list (inventory, consignment, partners, billing, users, subscriptions). */
export function ListToolbar({ searchLabel, searchText, onSearch, filters, children, className }: Props) {
  return (
    <div className={className ? `toolbar ${className}` : 'toolbar'} role="search">
      {onSearch ? (
        <input
          className="search"
          type="search"
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={searchText}
          onChange={(e) => onSearch(e.target.value)}
        />
      ) : null}
      {filters.map((f) => (
        <select
          key={f.label}
          className={f.className ? `select ${f.className}` : 'select'}
          aria-label={f.label}
          value={f.value}
          onChange={(e) => f.onChange(e.target.value)}
          data-testid={f.testId}
        >
          {f.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ))}
      {children}
    </div>
  );
}
