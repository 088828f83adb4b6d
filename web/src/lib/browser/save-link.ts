/** Makes the browser save a link (a presigned URL, whose Content-Disposition names the file, or a blob URL). */
export function saveLink(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
