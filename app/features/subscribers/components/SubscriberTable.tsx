import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { formatDate } from "~/lib/format";
import {
  SELECTION_FORM_ID,
  SELECTION_PARAM,
  SEND_TO_SELECTED_PATH,
  SUBSCRIBER_ADMIN_TEXTS as T,
  type SubscriberListItem,
  type SubscriberPage,
  type SubscriberQuery,
  subscriberActionHref,
} from "~/features/subscribers/admin.rules";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

const cell = "px-3 py-2 align-middle";
const smallButton = "btn-secondary px-3 py-1";

/**
 * The page's subscribers with their row actions, and the selection: a checkbox per subscribed row that
 * belongs (HTML `form` attribute) to the GET form of the bar above the table, so 'Lähetä uutiskirje
 * valituille' opens the newsletter form with `?tilaaja=…` for each one checked, with or without
 * JavaScript. No form holds another: each row's 'Peru tilaus' is a form of its own. With JavaScript the
 * bar counts the selection and the header checkbox selects the whole page.
 */
export function SubscriberTable({ data, query }: { data: SubscriberPage; query: SubscriberQuery }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const selectable = data.items.filter((item) => item.isSubscribed).map((item) => item.id);
  // A row cancelled meanwhile (another tab, its own button) drops out of the selection.
  const selectedCount = selectable.filter((id) => selected.has(id)).length;

  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-3">
      {selectable.length > 0 ? (
        <SelectionBar hydrated={hydrated} count={selectedCount} onReset={() => setSelected(new Set())} />
      ) : null}
      {/* Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too. */}
      <ScrollRegion label={T.tableLabel} className="rounded-md">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{T.caption(data.page, data.pageCount)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <th scope="col" className={`${cell} w-10 font-medium`}>
                {hydrated && selectable.length > 0 ? (
                  <SelectAll
                    count={selectedCount}
                    of={selectable.length}
                    onChange={(on) => setSelected(on ? new Set(selectable) : new Set())}
                  />
                ) : (
                  <span className="sr-only">{T.columns.select}</span>
                )}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {T.columns.email}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {T.columns.status}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {T.columns.joined}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {T.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.items.map((item) => (
              <SubscriberRow key={item.id} item={item} query={query} checked={selected.has(item.id)} onToggle={toggle} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function SubscriberRow({
  item,
  query,
  checked,
  onToggle,
}: {
  item: SubscriberListItem;
  query: SubscriberQuery;
  checked: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  const navigation = useNavigation();
  const unsubscribeHref = subscriberActionHref(item.id, "peru", query);
  const unsubscribing = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === unsubscribeHref.split("?")[0];
  return (
    <tr data-testid="subscriber-row" className="has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/40">
      <td className={cell}>
        {item.isSubscribed ? (
          <input
            type="checkbox"
            name={SELECTION_PARAM}
            value={item.id}
            form={SELECTION_FORM_ID}
            checked={checked}
            onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
            aria-label={T.select(item.email)}
            className="h-4 w-4"
          />
        ) : null}
      </td>
      <th scope="row" className={`${cell} break-all font-medium`}>
        {item.email}
      </th>
      <td className={cell}>
        <StatusBadge subscribed={item.isSubscribed} />
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </td>
      <td className={cell}>
        <div className="flex items-center gap-2 whitespace-nowrap">
          {item.isSubscribed ? (
            <Form method="post" action={unsubscribeHref} preventScrollReset>
              <button type="submit" className={smallButton} disabled={unsubscribing}>
                {unsubscribing ? T.unsubscribing : T.unsubscribe}
                <span className="sr-only"> {item.email}</span>
              </button>
            </Form>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">{T.unsubscribed}</span>
          )}
          <Link to={subscriberActionHref(item.id, "poista", query)} preventScrollReset className={`${smallButton} text-red-700 dark:text-red-300`}>
            {T.delete}
            <span className="sr-only"> {item.email}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}

function StatusBadge({ subscribed }: { subscribed: boolean }) {
  return subscribed ? (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
      {T.status.subscribed}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {T.status.cancelled}
    </span>
  );
}

/** The page's select-all (JavaScript only): checked when all are, mixed when some are. */
function SelectAll({ count, of, onChange }: { count: number; of: number; onChange: (on: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && count < of;
  }, [count, of]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={count === of}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={T.selectAll}
      className="h-4 w-4"
    />
  );
}

/**
 * The selection's form and buttons. Without JavaScript both buttons always work (an empty selection is
 * the newsletter form's to answer); with it they wait for a selection and the bar counts it.
 */
function SelectionBar({ hydrated, count, onReset }: { hydrated: boolean; count: number; onReset: () => void }) {
  const none = hydrated && count === 0;
  return (
    <Form
      id={SELECTION_FORM_ID}
      method="get"
      action={SEND_TO_SELECTED_PATH}
      onReset={onReset}
      aria-label={T.selectionBar}
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-800"
    >
      {/* Tells the newsletter form the admin came to send to a selection ('Ei valittuja tilaajia' when empty). */}
      <input type="hidden" name="valinta" value="1" />
      <p aria-live="polite" className="min-w-[5rem] text-sm font-medium" data-testid="subscriber-selected-count">
        {hydrated ? T.selectedCount(count) : null}
      </p>
      <button type="submit" className="btn-primary" disabled={none}>
        {T.sendToSelected}
      </button>
      <button type="reset" className="btn-secondary" disabled={none}>
        {T.clearSelection}
      </button>
    </Form>
  );
}
