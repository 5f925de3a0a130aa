import { useState } from "react";
import {
  HERO_TEXT_HINTS,
  HERO_TEXT_LABELS,
  type HeroTextsFormValues,
  previewHeroTexts,
  readHeroTextsForm,
} from "~/features/homepage/editor.rules";
import { HERO_FLAG_OF, HERO_TEXTS, HERO_TEXT_MAX, type HeroSettings } from "~/features/homepage/schema";
import { Checkbox, EditorForm, TextField } from "./EditorForm";
import { HeroPreview } from "./HeroPreview";

export type TabAnswerProps<V> = {
  values: V;
  errors: Record<string, string>;
  formError: string | null;
  preview: boolean;
};

/** 'Pääosio': every hero text with the flag that shows it, and the live preview below. */
export function HeroTextsForm({ stored, answer }: { stored: HeroSettings; answer: TabAnswerProps<HeroTextsFormValues> | undefined }) {
  const values: HeroTextsFormValues = answer?.values ?? stored;
  const errors = answer?.errors ?? {};
  const [preview, setPreview] = useState(() => previewHeroTexts(stored, values));

  return (
    <>
      <EditorForm
        label="Pääosion tekstit"
        formError={answer?.formError}
        preview
        onChange={(form) => setPreview(previewHeroTexts(stored, readHeroTextsForm(new FormData(form))))}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Jokainen teksti ja painike näkyy etusivulla, kun sen Näytä-valinta on päällä. Piilotetun tekstin voi jättää tyhjäksi.
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {HERO_TEXTS.map((name) => {
            const flag = HERO_FLAG_OF[name];
            return (
              <li key={name} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid={`hero-field-${name}`}>
                <TextField
                  name={name}
                  label={HERO_TEXT_LABELS[name]}
                  defaultValue={values[name]}
                  maxLength={HERO_TEXT_MAX[name]}
                  error={errors[name]}
                  hint={HERO_TEXT_HINTS[name]}
                />
                {flag ? (
                  <Checkbox
                    name={flag}
                    defaultChecked={values[flag]}
                    label={
                      <>
                        Näytä<span className="sr-only"> {HERO_TEXT_LABELS[name].toLowerCase()}</span>
                      </>
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </EditorForm>
      <HeroPreview hero={preview} fromForm={answer?.preview ?? false} />
    </>
  );
}
