import { apiFetch } from '@/lib/api-client';

// Files (statements, invoices, the CSV export) sit behind the bearer token, so a plain link cannot
// fetch them: fetched here and handed to the browser as a file. Resolves once the browser was given it.
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { accept?: string; query?: Record<string, string | number | undefined> } = {},
): Promise<void> {
  const res = await apiFetch(path, { accept: options.accept ?? 'application/pdf', query: options.query });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/)?.[1];
