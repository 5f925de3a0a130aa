/**
 * The smallest encoding of a precompressed body that the client takes, by its Accept-Encoding header:
 * brotli whenever it is accepted at all, else gzip, else none. A coding listed with q=0 is refused; `*`
 * stands for any coding not listed.
 */
export function preferredEncoding(header: string | null): "br" | "gzip" | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.slice(0, 1000).split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}
