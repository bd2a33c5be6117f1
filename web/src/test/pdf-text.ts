/**
 * The text of a PDF, page by page, read with pdfjs-dist (tests only): what a reader of the
 * receipt would see, so a test can check amounts and words, not bytes.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // Native ESM: Jest runs with --experimental-vm-modules (package.json test:unit).
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let current = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      current += item.str;
      if (item.hasEOL) {
        lines.push(current);
        current = '';
      } else current += ' ';
    }
    if (current.trim()) lines.push(current);
    pages.push(lines.map((l) => l.replace(/\s+/g, ' ').trim()).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n\f\n');
}

/** The PDF's page size in points (A4 is 595.28 x 841.89). */
export async function pdfPageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await doc.getPage(1);
  const [, , width, height] = page.view;
  await doc.destroy();
  return { width, height };
}
