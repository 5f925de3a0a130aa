import { HOMEPAGE_LIMITS, type FinancingSettings } from "~/features/homepage/schema";
import { Checkbox, EditorForm, TextField } from "./EditorForm";
import type { TabAnswerProps } from "./HeroTextsForm";

/** 'Rahoitusosio': the financing call to action near the end of the home page. */
export function FinancingForm({ stored, answer }: { stored: FinancingSettings; answer: TabAnswerProps<FinancingSettings> | undefined }) {
  const values = answer?.values ?? stored;
  const errors = answer?.errors ?? {};
  return (
    <EditorForm label="Rahoitusosio" formError={answer?.formError}>
      <Checkbox name="visible" defaultChecked={values.visible} label="Rahoitusosio näkyy etusivulla" />
      <TextField name="title" label="Otsikko" defaultValue={values.title} maxLength={HOMEPAGE_LIMITS.sectionTitle} error={errors.title} />
      <TextField
        name="mainText"
        label="Pääteksti"
        defaultValue={values.mainText}
        maxLength={HOMEPAGE_LIMITS.ctaText}
        error={errors.mainText}
        hint="Erota kappaleet tyhjällä rivillä."
        multiline
        rows={6}
      />
      <TextField
        name="highlightedText"
        label="Korostettu teksti"
        defaultValue={values.highlightedText}
        maxLength={HOMEPAGE_LIMITS.highlighted}
        error={errors.highlightedText}
        hint="Näytetään isolla painikkeen yläpuolella. Voi jättää tyhjäksi."
      />
      <TextField name="buttonText" label="Painikkeen teksti" defaultValue={values.buttonText} maxLength={HOMEPAGE_LIMITS.button} error={errors.buttonText} />
    </EditorForm>
  );
}
