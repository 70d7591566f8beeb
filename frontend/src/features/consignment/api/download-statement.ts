import { downloadFile } from '@/lib/download-file';

/** The settlement statement PDF of an agreement. */
export const downloadStatement = (agreementId: string, code: string) =>
  downloadFile(
    `/consignment/agreements/${encodeURIComponent(agreementId)}/statement.pdf`,
    `estado-de-cuenta-${code}.pdf`,
  );
