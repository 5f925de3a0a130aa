import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OfferGenerator } from "~/features/newsletters/components/OfferGenerator";
import { Markdown } from "~/features/markdown/components/Markdown";
import { DEFAULT_OFFER_OPTIONS, OFFER_INTENTS, OFFER_LIMITS, OFFER_TEXTS, type OfferOptions, parseOfferForm } from "~/features/newsletters/offer.rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { generateOfferMessage, listOfferProducts } from "~/features/newsletters/offer.server";

/**
 * A bare form around OfferGenerator with a subject and a content field, standing in for the newsletter
 * form in the browser tests of the generator: the action answers the generator's buttons and fills the
 * two fields. Only in the test build (remix.config.js).
 */
function assertTestRoutes() {
}

type DemoState = {
  selected: number[];
  options: OfferOptions;
  query: string;
  error: string | null;
  message: { subject: string; content: string; productCount: number } | null;
  back: boolean;
};

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async () => {
    assertTestRoutes();
    return { products: await listOfferProducts() };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(
    args,
    async ({ form }) => {
      assertTestRoutes();
      const fields = requireForm(form);
      const parsed = parseOfferForm(fields);
      const state: DemoState = { selected: parsed.productIds, options: parsed.options, query: parsed.query, error: null, message: null, back: false };
      const intent = fields.get("intent");
      if (intent === OFFER_INTENTS.back) return data({ ...state, back: true });
      if (intent === OFFER_INTENTS.search) return data(state);
      if (!parsed.ok) return data({ ...state, error: parsed.error }, { status: 400 });
      const result = await generateOfferMessage({ productIds: parsed.productIds, options: parsed.options });
      if (!result.ok) return data({ ...state, error: result.message }, { status: 400 });
      return data({ ...state, message: { subject: result.subject, content: result.content, productCount: result.productCount } });
    },
    // One entry per chosen product besides the form's own fields.
    { form: { maxFields: OFFER_LIMITS.maxProducts + 20 } },
  );

export default function OfferGeneratorDemo() {
  const { products } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === OFFER_INTENTS.generate;
  const message = result?.message ?? null;
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Tarjousviestin testi</h1>
      <Form method="post" className="space-y-6">
        <div className="space-y-3">
          <label className="block text-sm font-medium">
            Aihe
            <input key={message?.subject} name="subject" required maxLength={80} defaultValue={message?.subject ?? ""} className="field mt-1" />
          </label>
          <label className="block text-sm font-medium">
            Sisältö
            <textarea key={message?.content} name="content" required rows={6} defaultValue={message?.content ?? ""} className="field mt-1" />
          </label>
        </div>
        {result?.back ? <p role="status">Palasit uutiskirjeen muokkaukseen.</p> : null}
        {message ? (
          <p role="status" className="font-semibold text-green-800 dark:text-green-300">
            {OFFER_TEXTS.success(message.productCount)}
          </p>
        ) : null}
        <OfferGenerator
          products={products}
          selected={result?.selected ?? []}
          options={result?.options ?? DEFAULT_OFFER_OPTIONS}
          query={result?.query ?? ""}
          error={result?.error}
          pending={pending}
        />
      </Form>
      {message ? (
        <section aria-label="Esikatselu" className="card">
          <Markdown>{message.content}</Markdown>
        </section>
      ) : null}
    </main>
  );
}
