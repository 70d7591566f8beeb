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
