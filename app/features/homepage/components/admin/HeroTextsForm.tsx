import { useState } from "react";
import { HERO_TEXT_HINTS, HERO_TEXT_LABELS, previewHeroTexts, readHeroTextsForm, submittedValues } from "~/features/homepage/editor.rules";
import { HERO_FLAG_OF, HERO_TEXTS, HERO_TEXT_MAX, type HeroSettings } from "~/features/homepage/schema";
import { heroTextsFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer } from "~/features/homepage/page.server";
import { firstInvalid, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormCheckbox, FormTextField } from "./EditorForm";
import { HeroPreview } from "./HeroPreview";

/** 'Pääosio': every hero text with the flag that shows it, and the live preview below. */
export function HeroTextsForm({ stored, answer }: { stored: HeroSettings; answer: EditorAnswer | undefined }) {
  const [form, fields] = useSchemaForm({
    id: "homepage-hero-texts",
    schema: heroTextsFormSchema,
    lastResult: answer?.result,
    defaultValue: stored,
  });
  const first = firstInvalid(fields, HERO_TEXTS);
  useFocusFirstInvalid(form.id, first, answer?.result);
  const initialValue = answer?.result.initialValue;
  const [preview, setPreview] = useState(() => previewHeroTexts(stored, initialValue ? readHeroTextsForm(submittedValues(initialValue)) : stored));

  return (
    <>
      <EditorForm
        form={form}
        label="Pääosion tekstit"
        preview
        onChange={(element) => setPreview(previewHeroTexts(stored, readHeroTextsForm(new FormData(element))))}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Jokainen teksti ja painike näkyy etusivulla, kun sen Näytä-valinta on päällä. Piilotetun tekstin voi jättää tyhjäksi.
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {HERO_TEXTS.map((name) => {
            const flag = HERO_FLAG_OF[name];
            return (
              <li key={name} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid={`hero-field-${name}`}>
                <FormTextField
                  field={fields[name]}
                  label={HERO_TEXT_LABELS[name]}
                  maxLength={HERO_TEXT_MAX[name]}
                  hint={HERO_TEXT_HINTS[name]}
                  autoFocus={first === name}
                />
                {flag ? (
                  <FormCheckbox
                    field={fields[flag]}
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
