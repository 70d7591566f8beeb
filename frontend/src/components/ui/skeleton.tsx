/** Loading placeholder rows shaped like the list they stand for. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <div className="group-body" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div className="row" key={i}>
          <span className="row-main">
            <div className="skeleton" style={{ width: `${55 + ((i * 17) % 35)}%` }} />
            <div className="skeleton" style={{ width: '35%', marginTop: 8, height: 11 }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** Loading placeholder rows of a table: `rows` rows of one cell per entry of `cells` (its class, if any). */
export function SkeletonTableRows({ rows, cells }: { rows: number; cells: readonly (string | undefined)[] }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <tr key={i} aria-hidden>
          {cells.map((className, j) => (
            <td key={j} className={className}>
              <div className="skeleton" style={{ width: `${50 + (((i + j) * 13) % 45)}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
