import { DOCUMENT_TEXT, type InvoiceDocument } from '@domain/billing';

// The print window's page (spec 2.8 print): the same texts as the preview, from invoiceDocument(),
// laid out for paper by a print stylesheet. Every text is escaped: names and notes are typed by people.
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body { font-family: -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #111; margin: 24px; font-size: 14px; }
header { display: flex; justify-content: space-between; gap: 24px; border-bottom: 2px solid #6200ea; padding-bottom: 12px; }
.company strong { font-size: 20px; display: block; } .company div, .muted { color: #555; }
.title { text-align: right; } .title h1 { margin: 0; letter-spacing: 0.08em; color: #6200ea; } .title .number { font-size: 18px; font-weight: 700; }
dl { display: grid; grid-template-columns: auto auto; gap: 2px 12px; margin: 8px 0 0; justify-content: end; } dt { color: #555; } dd { margin: 0; }
.bill-to { margin: 18px 0; } .bill-to h2 { font-size: 12px; text-transform: uppercase; color: #555; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin-top: 8px; } th, td { padding: 6px 8px; border-bottom: 1px solid #ddd; text-align: left; }
th { font-size: 12px; text-transform: uppercase; color: #555; } .num { text-align: right; white-space: nowrap; }
.totals { margin-left: auto; width: 280px; margin-top: 12px; } .totals div { display: flex; justify-content: space-between; padding: 3px 0; }
.totals .grand { font-weight: 700; font-size: 16px; border-top: 2px solid #111; padding-top: 6px; }
.notes { margin-top: 18px; white-space: pre-wrap; } .thanks { margin-top: 24px; text-align: center; font-style: italic; }
.pending { margin-top: 12px; padding: 8px 12px; background: #fff4e5; border-radius: 6px; }
@media print {
  @page { size: A4; margin: 16mm; }
  body { margin: 0; font-size: 12px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .pending { border: 1px solid #c93400; }
  tr { break-inside: avoid; }
}`;

export function invoiceHtml(doc: InvoiceDocument): string {
  const e = escape;
  const rows = doc.rows.map(
    (r) =>
      `<tr><td>${e(r[0]!)}</td><td class="num">${e(r[1]!)}</td><td class="num">${e(r[2]!)}</td><td class="num">${e(r[3]!)}</td></tr>`,
  );
  const totals = doc.totals.map(
    ([k, v], i) =>
      `<div${i === doc.totals.length - 1 ? ' class="grand"' : ''}><span>${e(k)}</span><span>${e(v)}</span></div>`,
  );
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${e(`${doc.title} ${doc.number}`)}</title><style>${STYLE}</style></head><body>
<header><div class="company"><strong>${e(doc.company.name)}</strong><div>${e(doc.company.tagline)}</div><div>${e(doc.company.address)}</div>
<div>${e(doc.company.email)} · ${e(doc.company.phone)}</div></div>
<div class="title"><h1>${e(doc.title)}</h1><div class="number">${e(doc.number)}</div>
<dl>${doc.facts.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl></div></header>
<section class="bill-to"><h2>${e(DOCUMENT_TEXT.billTo)}</h2><strong>${e(doc.billTo.name)}</strong>${doc.billTo.lines.map((l) => `<div class="muted">${e(l)}</div>`).join('')}</section>
<table><thead><tr>${doc.header.map((h, i) => `<th${i ? ' class="num"' : ''}>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>
<div class="totals">${totals.join('')}</div>
${doc.notes ? `<div class="notes"><strong>${e(DOCUMENT_TEXT.notes)}</strong><br>${e(doc.notes)}</div>` : ''}
${doc.pendingSyncNote ? `<div class="pending">${e(doc.pendingSyncNote)}</div>` : ''}
<p class="thanks">${e(doc.thanks)}</p></body></html>`;
}
