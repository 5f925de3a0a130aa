import { cutText } from "~/features/competitors/rules";

/**
 * A text the table cuts at 50 characters (spec): the cut part is what the eye sees; the whole text is
 * the title, replaces the cut part on hover and keyboard focus (inline, so the table's scroll box never
 * clips it), and is what a screen reader reads. `href` makes it a link (the competitor's page);
 * otherwise a cut text is focusable so the keyboard can reveal it too.
 */
export function CutText({ text, href, className = "" }: { text: string; href?: string; className?: string }) {
  const { shown, cut } = cutText(text);
  const content = cut ? (
    <>
      <span aria-hidden="true" className="group-hover:hidden group-focus-visible:hidden">
        {shown}
      </span>
      <span aria-hidden="true" className="hidden group-hover:inline group-focus-visible:inline">
        {text}
      </span>
      <span className="sr-only">{text}</span>
    </>
  ) : (
    text
  );
  const classes = `group break-all ${className}`;
  if (href) {
    return (
      <a href={href} title={text} rel="noreferrer" className={`${classes} underline`}>
        {content}
      </a>
    );
  }
  return (
    <span title={cut ? text : undefined} tabIndex={cut ? 0 : undefined} className={classes}>
      {content}
    </span>
  );
}
