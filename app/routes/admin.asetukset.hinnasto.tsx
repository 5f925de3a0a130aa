import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PriceListForm } from "~/features/price-list/components/PriceListForm";
import { PRICE_LIST_LIMITS, RIM_TABLE_KEYS, SERVICE_TABLE_KEYS, samePriceList } from "~/features/price-list/rules";
import { PRICE_LIST_TEXTS, priceListFormSchema } from "~/features/price-list/schema";
import { getPriceListState, savePriceList } from "~/features/price-list/model.server";
import { requireForm } from "~/services/form.server";
import { type FormActionArgs, adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => getPriceListState());

/*
 * Rows are `<table>.rows[0]` … `rows[maxRows - 1]`; one index more is let through so a row too many gets the
 * form's own message. Fields: four per row in six tables, a note each, the two texts and Conform's own.
 */
const TABLES = RIM_TABLE_KEYS.length + SERVICE_TABLE_KEYS.length;
export const PRICE_LIST_FORM_LIMITS = {
  maxIndex: PRICE_LIST_LIMITS.maxRows,
  maxFields: TABLES * ((PRICE_LIST_LIMITS.maxRows + 1) * 4 + 1) + 5,
  lists: ["*.rows", "*.rows[].prices"],
};

export const action = (args: ActionFunctionArgs) => adminAction(args, savePrices, { form: PRICE_LIST_FORM_LIMITS });

async function savePrices({ form }: FormActionArgs) {
  const submission = parseWithZod(requireForm(form), { schema: priceListFormSchema });
  // Errors, and the add/remove/reset buttons without JavaScript: the form comes back as changed.
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const current = await getPriceListState();
  if (samePriceList(current.priceList, submission.value)) {
    return data({ result: submission.reply({ formErrors: [PRICE_LIST_TEXTS.unchanged] }) }, { status: 400 });
  }
  await savePriceList(submission.value);
  return redirectWithToast("/admin/asetukset/hinnasto", { type: "success", message: PRICE_LIST_TEXTS.saved });
}

export default function PriceListRoute() {
  const state = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PriceListForm
      // A saved list gives new defaults: remount so the form starts clean from them.
      key={state.updatedAt ?? "default"}
      state={state}
      lastResult={actionData?.result}
    />
  );
}
