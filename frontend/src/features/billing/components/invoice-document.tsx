import type { InvoiceDocument } from '@domain/billing';
import { DOCUMENT_TEXT } from '@domain/billing';

/** The invoice as a page (spec 2.8 preview): every text from invoiceDocument(), as the PDF and the print window say it. */
export function InvoiceDocumentView({ doc }: { doc: InvoiceDocument }) {
  return (
    <article className="bl-doc" data-testid="invoice-document">
      <header className="bl-doc-head">
        <div className="bl-doc-company">
          <strong>{doc.company.name}</strong>
          <div>{doc.company.tagline}</div>
          <div>{doc.company.address}</div>
          <div>
            {doc.company.email} · {doc.company.phone}
          </div>
        </div>
        <div className="bl-doc-title">
          <h3>{doc.title}</h3>
          <div className="bl-doc-number" data-testid="document-number">
            {doc.number}
          </div>
          <dl>
            {doc.facts.map(([k, v]) => (
              <Fact key={k} label={k} value={v} />
            ))}
          </dl>
        </div>
      </header>
      <section className="bl-doc-bill-to" data-testid="document-bill-to">
        <h4>{DOCUMENT_TEXT.billTo}</h4>
        <strong>{doc.billTo.name}</strong>
        {doc.billTo.lines.map((l) => (
          <div key={l}>{l}</div>
        ))}
      </section>
      <div className="bl-doc-lines">
        <table>
          <thead>
            <tr>
              {doc.header.map((h, i) => (
                <th key={h + i} className={i ? 'num' : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.rows.map((r, i) => (
              <tr key={i}>
                {r.map((cell, j) => (
                  <td key={j} className={j ? 'num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="bl-doc-totals" data-testid="document-totals">
        {doc.totals.map(([k, v], i) => (
          <Fact key={k} label={k} value={v} grand={i === doc.totals.length - 1} />
        ))}
      </dl>
      {doc.notes ? (
        <p className="bl-doc-notes">
          <strong>{DOCUMENT_TEXT.notes}</strong>
          <br />
          {doc.notes}
        </p>
      ) : null}
      {doc.pendingSyncNote ? (
        <p className="notice" data-testid="pending-sync-note">
          {doc.pendingSyncNote}
        </p>
      ) : null}
      <p className="bl-doc-thanks">{doc.thanks}</p>
    </article>
  );
}

function Fact({ label, value, grand }: { label: string; value: string; grand?: boolean }) {
  return (
    <div className={grand ? 'grand' : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
