/**
 * A newsletter as mail: a responsive HTML body rendered from its markdown (raw HTML in the source is
 * dropped, link targets filtered, as on the site), a plain-text alternative, the hero image by absolute
 * address, a personal unsubscribe link, and RFC 8058 one-click unsubscribe headers.
 *
 * The body is rendered once per newsletter; each recipient's copy only swaps in their own links.
 */
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { COMPANY } from "~/content/company";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "~/features/subscribers/rules";
import type { MailMessage } from "~/services/mail.server";

export type NewsletterContent = { subject: string; content: string; heroImage: string | null };

/** Stands for the recipient's own unsubscribe address until it is swapped in. */
const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/personal-link";

/** A link in the newsletter, absolute (a mail has no site to be relative to). */
export function absoluteUrl(href: string | undefined, origin: string): string | undefined {
  if (!href) return href;
  if (href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("#")) return href;
  try {
    const url = new URL(href, origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

/** Inline styles written as CSS (mail clients ignore style sheets), as the object React wants. */
function css(declarations: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of declarations.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[property] = declaration.slice(colon + 1).trim();
  }
  return style as CSSProperties;
}
const BRAND = "#b91c1c";

function mailComponents(origin: string): Components {
  return {
    h1: ({ children }) => <h2 style={css(`${FONT}font-size:22px;margin:24px 0 12px;color:#0f172a;`)}>{children}</h2>,
    h2: ({ children }) => <h2 style={css(`${FONT}font-size:22px;margin:24px 0 12px;color:#0f172a;`)}>{children}</h2>,
    h3: ({ children }) => <h3 style={css(`${FONT}font-size:18px;margin:20px 0 8px;color:#0f172a;`)}>{children}</h3>,
    p: ({ children }) => <p style={css(`${FONT}font-size:16px;line-height:1.6;margin:0 0 16px;color:#1e293b;`)}>{children}</p>,
    ul: ({ children }) => <ul style={css(`${FONT}font-size:16px;line-height:1.6;margin:0 0 16px;padding-left:24px;`)}>{children}</ul>,
    ol: ({ children }) => <ol style={css(`${FONT}font-size:16px;line-height:1.6;margin:0 0 16px;padding-left:24px;`)}>{children}</ol>,
    a: ({ href, children }) => (
      <a href={absoluteUrl(href, origin)} style={css(`color:${BRAND};text-decoration:underline;`)}>
        {children}
      </a>
    ),
    img: ({ src, alt }) => {
      const address = typeof src === "string" ? absoluteUrl(src, origin) : undefined;
      return address ? <img src={address} alt={alt ?? ""} width="560" style={css("max-width:100%;height:auto;border:0;")} /> : null;
    },
    blockquote: ({ children }) => (
      <blockquote style={css(`margin:0 0 16px;padding-left:12px;border-left:4px solid ${BRAND};color:#334155;`)}>{children}</blockquote>
    ),
  };
}


function MailLayout({ letter, origin, body }: { letter: NewsletterContent; origin: string; body: ReactNode }) {
  const hero = letter.heroImage ? absoluteUrl(letter.heroImage, origin) : undefined;
  return (
    <html lang="fi">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{letter.subject}</title>
      </head>
      <body style={css("margin:0;padding:0;background:#f1f5f9;")}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={css("background:#f1f5f9;")}>
          <tbody>
            <tr>
              <td align="center" style={css("padding:16px 8px;")}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={css("max-width:600px;background:#ffffff;border-radius:8px;")}>
                  <tbody>
                    <tr>
                      <td style={css(`${FONT}padding:16px 20px;background:${BRAND};color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;`)}>
                        {COMPANY.name}
                      </td>
                    </tr>
                    {hero ? (
                      <tr>
                        <td>
                          <img src={hero} alt="" width="600" style={css("display:block;width:100%;max-width:600px;height:auto;border:0;")} />
                        </td>
                      </tr>
                    ) : null}
                    <tr>
                      <td style={css("padding:24px 20px 8px;")}>
                        <h1 style={css(`${FONT}font-size:24px;line-height:1.3;margin:0 0 16px;color:#0f172a;`)}>{letter.subject}</h1>
                        {body}
                      </td>
                    </tr>
                    <tr>
                      <td style={css(`${FONT}padding:16px 20px 24px;font-size:13px;line-height:1.5;color:#64748b;border-top:1px solid #e2e8f0;`)}>
                        Saat tämän viestin, koska olet tilannut {COMPANY.shortName}n uutiskirjeen.{" "}
                        <a href={UNSUBSCRIBE_PLACEHOLDER} style={css("color:#64748b;text-decoration:underline;")}>
                          Peru tilaus
                        </a>
                        <br />
                        {COMPANY.name} · <a href={origin} style={css("color:#64748b;")}>{new URL(origin).host}</a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * The plain-text part: markdown reads well as text; links become "text (address)", images their alt
 * text, and emphasis marks go.
 */
export function markdownToText(markdown: string, origin: string): string {
  return markdown
    .replace(/\r\n/g, "\n")
    .replace(/<[^>\n]*>/g, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, label: string, href: string) => {
      const address = absoluteUrl(href, origin);
      return address && address !== label ? `${label} (${address})` : label;
    })
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type RenderedNewsletter = {
  subject: string;
  html: string;
  text: string;
};

/** The recipient-independent part of a newsletter mail. */
export function renderNewsletter(letter: NewsletterContent, origin: string): RenderedNewsletter {
  const body = (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={mailComponents(origin)}>
      {letter.content}
    </ReactMarkdown>
  );
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<MailLayout letter={letter} origin={origin} body={body} />)}`;
  const text = [
    letter.subject,
    "",
    markdownToText(letter.content, origin),
    "",
    "--",
    `Saat tämän viestin, koska olet tilannut ${COMPANY.shortName}n uutiskirjeen.`,
    `Peru tilaus: ${UNSUBSCRIBE_PLACEHOLDER}`,
    "",
  ].join("\n");
  return { subject: letter.subject, html, text };
}

export type Recipient = { email: string; unsubscribeToken: string };

/** The personal page link (GET shows a confirm button) and the RFC 8058 one-click POST endpoint. */
export function unsubscribeLinks(origin: string, token: string): { page: string; oneClick: string } {
  const encoded = encodeURIComponent(token);
  return {
    page: `${origin}/peruuta-uutiskirje?token=${encoded}`,
    oneClick: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encoded}`,
  };
}

/** One recipient's copy of a rendered newsletter. */
export function personalise(rendered: RenderedNewsletter, recipient: Recipient, origin: string): MailMessage {
  const links = unsubscribeLinks(origin, recipient.unsubscribeToken);
  // Tokens are hex (see the schema), so the address needs no escaping in HTML.
  return {
    to: recipient.email,
    subject: rendered.subject,
    html: rendered.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.page),
    text: rendered.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.page),
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
