import { PDFDocument, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import fontkit from "@cantoo/fontkit";
import { bodyBox, FOOTER_HEIGHT, headerLine, MARGIN, pageLabel, type Measure, type PageBox } from "~/lib/pdf/layout";

/**
 * A PDF export's document (decision 0056): the embedded font, its pages, and the header and footer
 * every page gets once all are drawn. The font (DejaVu Sans Condensed: ₹, accented Latin, Greek,
 * Cyrillic) is a static asset, fetched once per isolate through the ASSETS binding rather than
 * bundled into the Worker, and embedded as a subset of the characters the file uses.
 */
export const FONT_PATH = "/fonts/DejaVuSansCondensed.ttf";

let fontBytes: Promise<ArrayBuffer> | undefined;

function loadFont(assets: Fetcher | undefined): Promise<ArrayBuffer> {
  if (!assets) throw new Error("PDF exports need the ASSETS binding (the embedded font is a static asset)");
  fontBytes ??= assets.fetch(new Request(`https://assets.local${FONT_PATH}`)).then((response) => {
    if (!response.ok) throw new Error(`the PDF font answered ${response.status}`);
    return response.arrayBuffer();
  });
  fontBytes.catch(() => (fontBytes = undefined));
  return fontBytes;
}

export const INK = rgb(0.12, 0.16, 0.23);
export const MUTED = rgb(0.39, 0.45, 0.55);
export const RULE = rgb(0.8, 0.84, 0.88);

export type Header = { tenant: string; title: string; kind: string; dateFormat: string | null };

export type Sheet = {
  doc: PDFDocument;
  font: PDFFont;
  box: PageBox;
  /** A character's width at a size, cached: cells are measured character by character. */
  measure(size: number): Measure;
  /** A new page; `y` below measures from its top edge. */
  addPage(): PDFPage;
  text(page: PDFPage, text: string, x: number, top: number, size: number, color?: ReturnType<typeof rgb>): void;
  /** Header and footer on every page, then the file's bytes. */
  finish(): Promise<Uint8Array<ArrayBuffer>>;
};

export async function newSheet(assets: Fetcher | undefined, box: PageBox, header: Header, now = Date.now()): Promise<Sheet> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(assets), { subset: true });
  doc.setTitle(`${header.title} · ${header.kind}`);
  doc.setCreator("Meridian");
  const widths = new Map<string, number>();
  const unit = (char: string) => {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      widths.set(char, width);
    }
    return width;
  };
  const sheet: Sheet = {
    doc,
    font,
    box,
    measure: (size) => (char) => unit(char) * size,
    addPage: () => doc.addPage([box.width, box.height]),
    text: (page, text, x, top, size, color = INK) => {
      if (text) page.drawText(text, { x, y: box.height - top - size * 0.8, size, font, color });
    },
    async finish() {
      const pages = doc.getPages();
      const line = headerLine({ ...header, at: now });
      const body = bodyBox(box);
      pages.forEach((page, index) => {
        sheet.text(page, line, MARGIN, MARGIN, 9, MUTED);
        page.drawLine({ start: { x: MARGIN, y: box.height - body.top + 8 }, end: { x: box.width - MARGIN, y: box.height - body.top + 8 }, thickness: 0.5, color: RULE });
        const label = pageLabel(index + 1, pages.length);
        sheet.text(page, label, box.width - MARGIN - font.widthOfTextAtSize(label, 8), box.height - MARGIN - FOOTER_HEIGHT + 8, 8, MUTED);
      });
      return (await doc.save({ useObjectStreams: true })) as Uint8Array<ArrayBuffer>;
    },
  };
  return sheet;
}
