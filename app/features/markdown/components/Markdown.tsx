import type { ComponentPropsWithoutRef } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

/** Links that stay on this site (or are mail/phone/anchor links) open in the same tab; all else in a new one. */
export function isExternalHref(href: string | undefined): boolean {
  if (!href) return false;
  if (href.startsWith("//")) return true;
  return !(href.startsWith("/") || href.startsWith("#") || href.startsWith("mailto:") || href.startsWith("tel:"));
}

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-red-300 dark:hover:text-red-200";
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (avautuu uuteen välilehteen)</span>
      </a>
    );
  }
  return (
    <a {...rest} href={href} className={className}>
      {children}
    </a>
  );
}

// No typography plugin is installed, so every element gets its classes here. The page owns the <h1>:
// a markdown '#' heading becomes an <h2> so a page never has two.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mb-3 mt-8 text-2xl font-bold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mb-3 mt-8 text-2xl font-bold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mb-2 mt-6 text-xl font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mb-2 mt-4 text-lg font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6 marker:text-brand-600" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6 marker:font-semibold" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-relaxed" {...props} />,
  a: MarkdownLink,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-brand-600 pl-4 italic text-slate-700 dark:text-slate-300" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-slate-200 dark:border-slate-700" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-sm dark:bg-slate-800" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="my-4 overflow-x-auto rounded bg-slate-100 p-3 text-sm dark:bg-slate-800" {...props} />,
  table: ({ node: _node, ...props }) => (
    <ScrollRegion label="Taulukko" className="my-4">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </ScrollRegion>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b-2 border-slate-300 px-3 py-2 font-semibold dark:border-slate-600" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-slate-200 px-3 py-2 dark:border-slate-700" {...props} />,
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} loading="lazy" className="my-4 h-auto max-w-full rounded" {...props} />,
};

/**
 * Markdown from the database or the assistant. Raw HTML in the source is dropped (skipHtml, no rehype-raw)
 * and react-markdown's default URL filter removes javascript: and other unsafe link targets.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
