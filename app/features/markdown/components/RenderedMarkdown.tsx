/**
 * Markdown the server already turned into HTML (app/features/markdown/html.server.tsx), so the page's browser
 * bundle carries no markdown parser. Only ever give it that function's output: it is inserted as is.
 */
export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
