import { Zip, ZipDeflate } from "fflate";

/**
 * The fixed parts of an XLSX package (decision 0066) and the zip they travel in, written by hand so
 * that a sheet can be streamed: its XML is deflated a batch of rows at a time and the archive's
 * bytes are handed on as they come, so neither the sheet nor the file is ever whole in memory.
 * Strings are inline (`t="inlineStr"`): a shared-strings table would have to hold every string.
 */
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 does not allow (C0 controls but tab and newlines, lone surrogates, U+FFFE/F) are left out. */
const INVALID = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
/** Whether a text may need either (surrogates too, though a pair is fine): most texts need neither, and skip both passes. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const SPECIAL = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
export const escapeXml = (text: string) => (SPECIAL.test(text) ? text.replace(INVALID, "").replace(/[&<>"]/g, (char) => ESCAPES[char]) : text);

/** "A", …, "Z", "AA", …: a column's letters from its index (0-based). */
export function columnLetters(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const contentTypes = (sheets: number) =>
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  Array.from({ length: sheets }, (_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("") +
  "</Types>";

const packageRels = `${HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The sheets are rId1…rIdN, the styles the one after. */
const workbookRels = (sheets: number) =>
  `${HEAD}<Relationships xmlns="${RELATIONSHIPS}">` +
  Array.from({ length: sheets }, (_, index) => `<Relationship Id="rId${index + 1}" Type="${DOCUMENT}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join("") +
  `<Relationship Id="rId${sheets + 1}" Type="${DOCUMENT}/styles" Target="styles.xml"/></Relationships>`;

const workbook = (sheets: readonly string[]) =>
  `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT}"><bookViews><workbookView/></bookViews><sheets>` +
  sheets.map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join("") +
  "</sheets></workbook>";

/**
 * The styles: 0 plain, 1 bold (a header), then one per number format, in the order given
 * (numFmtId from 164, the first free after the built-in ones). `styleOf` gives a format's index.
 */
export function stylesPart(formats: readonly string[]) {
  const unique = [...new Set(formats)];
  const xml =
    `${HEAD}<styleSheet xmlns="${MAIN}">` +
    (unique.length ? `<numFmts count="${unique.length}">${unique.map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${escapeXml(code)}"/>`).join("")}</numFmts>` : "") +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${unique.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
    unique.map((_, index) => `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join("") +
    "</cellXfs></styleSheet>";
  return { xml, styleOf: (format: string) => unique.indexOf(format) + 2 };
}
export const BOLD_STYLE = 1;

/** A sheet up to its first row, its columns `widths` wide (the first sheet is the one shown; row 1 stays in view), and after its last. */
export const sheetOpening = (widths: readonly number[], first: boolean) =>
  `${HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView${first ? ' tabSelected="1"' : ""} workbookViewId="0">` +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join("")}</cols><sheetData>`;
export const SHEET_CLOSING = "</sheetData></worksheet>";

type Texts = string | Iterable<string> | AsyncIterable<string>;

/** The whole package: the fixed parts, then each sheet (by name) as `sheetXml` gives its XML. */
export function packageParts(sheets: readonly string[], styles: string, sheetXml: (index: number) => Texts): Array<[string, () => Texts]> {
  return [
    ["[Content_Types].xml", () => contentTypes(sheets.length)],
    ["_rels/.rels", () => packageRels],
    ["xl/workbook.xml", () => workbook(sheets)],
    ["xl/_rels/workbook.xml.rels", () => workbookRels(sheets.length)],
    ["xl/styles.xml", () => styles],
    ...sheets.map((_, index): [string, () => Texts] => [`xl/worksheets/sheet${index + 1}.xml`, () => sheetXml(index)]),
  ];
}

const encoder = new TextEncoder();

/**
 * A zip of `files` (path, then its text in parts), each deflated as its parts arrive (fflate's
 * streaming Zip: sizes and checksums follow each file). Yields the archive's bytes as they are made.
 */
export async function* zipStream(files: Iterable<[string, () => Texts]>): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const made: Uint8Array<ArrayBuffer>[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    return made.splice(0);
  };
  for (const [path, content] of files) {
    // Level 1: most of the time is deflating, and the sheets' repeated markup compresses well even so.
    const file = new ZipDeflate(path, { level: 1 });
    zip.add(file);
    const texts = content();
    for await (const text of typeof texts === "string" ? [texts] : texts) {
      file.push(encoder.encode(text));
      yield* take();
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  yield* take();
}
