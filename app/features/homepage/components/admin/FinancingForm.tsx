import { HOMEPAGE_LIMITS, type FinancingSettings } from "~/features/homepage/schema";
import { financingFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer } from "~/features/homepage/page.server";
import { firstInvalid, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormCheckbox, FormTextField } from "./EditorForm";

const ORDER = ["visible", "title", "mainText", "highlightedText", "buttonText"] as const;

/** 'Rahoitusosio': the financing call to action near the end of the home page. */
export function FinancingForm({ stored, answer }: { stored: FinancingSettings; answer: EditorAnswer | undefined }) {
  const [form, fields] = useSchemaForm({
    id: "homepage-financing",
    schema: financingFormSchema,
    lastResult: answer?.result,
    defaultValue: stored,
  });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(form.id, first, answer?.result);
  return (
    <EditorForm form={form} label="Rahoitusosio">
      <FormCheckbox field={fields.visible} label="Rahoitusosio näkyy etusivulla" />
      <FormTextField field={fields.title} label="Otsikko" maxLength={HOMEPAGE_LIMITS.sectionTitle} autoFocus={first === "title"} />
      <FormTextField
        field={fields.mainText}
        label="Pääteksti"
        maxLength={HOMEPAGE_LIMITS.ctaText}
        hint="Erota kappaleet tyhjällä rivillä."
        multiline
        rows={6}
        autoFocus={first === "mainText"}
      />
      <FormTextField
        field={fields.highlightedText}
        label="Korostettu teksti"
        maxLength={HOMEPAGE_LIMITS.highlighted}
        hint="Näytetään isolla painikkeen yläpuolella. Voi jättää tyhjäksi."
        autoFocus={first === "highlightedText"}
      />
      <FormTextField field={fields.buttonText} label="Painikkeen teksti" maxLength={HOMEPAGE_LIMITS.button} autoFocus={first === "buttonText"} />
    </EditorForm>
  );
}
