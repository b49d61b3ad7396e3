import { encode } from "uqr";

/** A QR code drawn as SVG from `text` (server-rendered, no script needed), one square per dark module. */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: "M", border: 2 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" className="rounded bg-white">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
