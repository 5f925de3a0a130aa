import { type ComponentPropsWithoutRef, useMemo } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { chatLinkHosts, isSafeChatHref } from "~/features/chat/rules";
import type { ShopLinks } from "~/content/company";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

/**
 * Every link of a reply opens in a new tab, so the conversation stays open behind it. Only our own
 * pages, phone, e-mail and the shop's booking and financing services become links: a reply can carry
 * text from the database or from a model, and neither may send a visitor elsewhere.
 */
function ChatLink({ href, children, linkHosts, node: _node, ...rest }: Props<"a"> & { linkHosts: ReadonlySet<string> }) {
  if (!isSafeChatHref(href, linkHosts)) return <span>{children}</span>;
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-600 dark:text-red-300 dark:decoration-red-300/40"
    >
      {children}
      <span className="sr-only"> (avautuu uuteen välilehteen)</span>
    </a>
  );
}

/**
 * Only this site's own pictures are shown: a reply cannot make the browser load an address from
 * elsewhere (which would tell a third party that the visitor read it). Others leave their alt text.
 */
function ChatImage({ src, alt, node: _node, ...rest }: Props<"img">) {
  if (typeof src !== "string" || !src.startsWith("/") || src.startsWith("//")) return alt ? <span>{alt}</span> : null;
  return <img {...rest} src={src} alt={alt ?? ""} loading="lazy" className="my-2 h-auto max-w-full rounded-lg" />;
}

// Chat replies are short: compact spacing, list items as cards, quotes as highlighted boxes.
const components: Omit<Components, "a"> = {
  h1: ({ node: _node, ...props }) => <p className="mb-1 mt-3 font-bold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="mb-1 mt-3 font-bold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="mb-1 mt-3 font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <p className="mb-1 mt-2 font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 space-y-2 first:mt-0 last:mb-0" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-inside list-decimal space-y-2 first:mt-0 last:mb-0 marker:font-bold marker:text-brand-600" {...props} />,
  li: ({ node: _node, ...props }) => (
    <li
      className="rounded-lg border border-slate-200 bg-white px-3 py-2 leading-relaxed shadow-sm dark:border-slate-700 dark:bg-slate-900 [&>p]:my-1 [&>ul]:mt-2"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-2 rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-amber-950 first:mt-0 last:mb-0 dark:border-amber-400/70 dark:bg-amber-400/10 dark:text-amber-100"
      {...props}
    />
  ),
  img: ChatImage,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-slate-900 dark:text-white" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="my-3 border-slate-200 dark:border-slate-700" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[0.85em] dark:bg-slate-700" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="my-2 overflow-x-auto rounded-lg bg-slate-200/70 p-2 text-xs dark:bg-slate-800" {...props} />,
  table: ({ node: _node, ...props }) => (
    <ScrollRegion label="Taulukko" className="my-2 rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full border-collapse text-left text-xs" {...props} />
    </ScrollRegion>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b border-slate-200 px-2 py-1.5 font-semibold dark:border-slate-700" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-slate-100 px-2 py-1.5 dark:border-slate-800" {...props} />,
};

/**
 * A bot reply as markdown. Raw HTML is dropped (skipHtml); links to other sites are shown as plain text.
 * `links` are the shop's configured booking and finance addresses, the only other sites it may link to.
 */
export function ChatMarkdown({ children, links }: { children: string; links: ShopLinks }) {
  const { booking, financeApplication } = links;
  const { withLinks, urlTransform } = useMemo(() => {
    const linkHosts = chatLinkHosts({ booking, financeApplication });
    return {
      withLinks: { ...components, a: (props: Props<"a">) => <ChatLink {...props} linkHosts={linkHosts} /> } satisfies Components,
      // react-markdown's default drops tel: links; the shop's phone number is one.
      urlTransform: (url: string) => (isSafeChatHref(url, linkHosts) ? url : defaultUrlTransform(url)),
    };
  }, [booking, financeApplication]);
  return (
    <div className="break-words text-sm">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={withLinks} urlTransform={urlTransform}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
