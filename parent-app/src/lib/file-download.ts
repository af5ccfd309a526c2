/** A file the BFF sent: its name (from `Content-Disposition`, else the caller's) and content. */
export interface DownloadedFile {
  filename: string;
  blob: Blob;
}

const FILENAME = /filename="?([^";]+)"?/i;

/**
 * GETs `url` as a file, with the session cookie and outside the store (a file is no cache
 * entry). Throws an `Error` whose message is the BFF's pt-BR `message` when it sent one.
 */
export async function fetchFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(url, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : '');
  }
  const match = FILENAME.exec(response.headers.get('content-disposition') ?? '');
  return { filename: match?.[1] ?? fallbackName, blob: await response.blob() };
}

/** Saves `blob` as `filename` (the browser's download, through an object URL on a link). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
