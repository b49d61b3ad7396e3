import { concatBytes } from "./stream";

/**
 * A streaming multipart/form-data reader (RFC 7578) for forms that carry a file (issue 17 §3):
 * workerd's `request.formData()` reads the whole body into memory first, this reads one part at a
 * time, holding no more than a chunk and a boundary's length. Each part's body must be read (or is
 * skipped) before the next part is asked for.
 */
export class MultipartError extends Error {}

export type PartHeaders = { name: string; filename: string | null; contentType: string | null };
export type Part = { headers: PartHeaders; body: AsyncGenerator<Uint8Array, void> };

const encoder = new TextEncoder();
const CRLF_CRLF = encoder.encode("\r\n\r\n");
const MAX_PREAMBLE = 16 * 1024;
const MAX_HEADERS = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  const last = haystack.byteLength - needle.byteLength;
  for (let at = haystack.indexOf(first); at !== -1 && at <= last; at = haystack.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.byteLength && haystack[at + i] === needle[i]) i++;
    if (i === needle.byteLength) return at;
  }
  return -1;
}

class Scanner {
  private buffer: Uint8Array = new Uint8Array(0);
  private ended = false;
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.byteLength ? concatBytes([this.buffer, next.value]) : next.value;
    return true;
  }

  async exact(n: number): Promise<Uint8Array> {
    while (this.buffer.byteLength < n) if (!(await this.more())) throw new MultipartError("The form ended early");
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** The bytes before the next `delimiter`, a chunk at a time (at most `max` of them); the delimiter is consumed. */
  async *until(delimiter: Uint8Array, max = Number.POSITIVE_INFINITY): AsyncGenerator<Uint8Array, void> {
    let seen = 0;
    const emit = (n: number) => {
      const out = this.buffer.subarray(0, n);
      seen += n;
      if (seen > max) throw new MultipartError("A part of the form is too large");
      return out;
    };
    for (;;) {
      const at = indexOf(this.buffer, delimiter);
      if (at >= 0) {
        const out = emit(at);
        this.buffer = this.buffer.subarray(at + delimiter.byteLength);
        if (out.byteLength) yield out;
        return;
      }
      const safe = this.buffer.byteLength - (delimiter.byteLength - 1);
      if (safe > 0) {
        const out = emit(safe);
        this.buffer = this.buffer.subarray(safe);
        yield out;
      }
      if (!(await this.more())) throw new MultipartError("The form ended early");
    }
  }

  async collect(delimiter: Uint8Array, max: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.until(delimiter, max)) chunks.push(chunk);
    return concatBytes(chunks);
  }
}

const unquote = (value: string) => value.replace(/\\(.)/g, "$1");

function parseHeaders(block: string): PartHeaders {
  let disposition = "";
  let contentType: string | null = null;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    if (name === "content-type") contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError("A part of the form has no name");
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i").exec(disposition);
    return match ? unquote(match[1] ?? match[2]) : null;
  };
  const encoded = /;\s*filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  let filename = param("filename");
  if (encoded) {
    try {
      filename = decodeURIComponent(encoded);
    } catch {
      // a malformed filename* leaves the plain one
    }
  }
  const name = param("name");
  if (name === null) throw new MultipartError("A part of the form has no name");
  return { name, filename, contentType };
}

/** The parts of a multipart/form-data body, in order. */
export async function* multipartParts(source: AsyncIterator<Uint8Array>, boundary: string): AsyncGenerator<Part, void> {
  const scanner = new Scanner(source);
  const dashBoundary = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  // The preamble, if any, up to the first boundary.
  for await (const _ of scanner.until(dashBoundary, MAX_PREAMBLE)) {
    // skipped
  }
  const decoder = new TextDecoder();
  for (;;) {
    const after = await scanner.exact(2);
    if (after[0] === 0x2d && after[1] === 0x2d) return;
    if (after[0] !== 0x0d || after[1] !== 0x0a) throw new MultipartError("The form is malformed");
    const headers = parseHeaders(decoder.decode(await scanner.collect(CRLF_CRLF, MAX_HEADERS)));
    const body = scanner.until(delimiter);
    yield { headers, body };
    // Whatever of the part its reader left is skipped.
    for await (const _ of body) {
      // skipped
    }
  }
}

/** A text field's value: at most `max` bytes, as UTF-8. */
export async function fieldText(body: AsyncGenerator<Uint8Array, void>, max = 8 * 1024): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) throw new MultipartError("A field of the form is too long");
    chunks.push(chunk);
  }
  return new TextDecoder().decode(concatBytes(chunks));
}
