/**
 * Structured data for search engines as a data block (`type="application/ld+json"`): never
 * executed, so the CSP needs no hash for it. The text arrives with `<` already escaped.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json">{json}</script>;
}
