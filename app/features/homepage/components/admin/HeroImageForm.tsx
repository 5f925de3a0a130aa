import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { type HeroImageFormValues, formText, previewHeroImage } from "~/features/homepage/editor.rules";
import { HOMEPAGE_LIMITS, type HeroSettings } from "~/features/homepage/schema";
import type { LibraryImage } from "~/features/images/rules";
import { EditorForm, TextField } from "./EditorForm";
import { HeroPreview } from "./HeroPreview";
import type { TabAnswerProps } from "./HeroTextsForm";

const POSITIONS = [
  { value: "top", label: "Taustakuvana", hint: "Kuva täyttää pääosion taustan." },
  { value: "bottom", label: "Pääosion alla", hint: "Kuva näkyy koko leveydeltä tekstien alla." },
] as const;

/** The hero image the form holds now: the chosen file (shown from the browser's memory), else the address. */
function imageOfForm(form: HTMLFormElement, previous: string | null): { image: string; objectUrl: string | null } {
  const data = new FormData(form);
  const file = data.get("image__upload");
  if (previous) URL.revokeObjectURL(previous);
  if (file instanceof File && file.size > 0) {
    const objectUrl = URL.createObjectURL(file);
    return { image: objectUrl, objectUrl };
  }
  return { image: formText(data, "image"), objectUrl: null };
}

/**
 * 'Pääosion kuva': upload or pick the image, its alt text and position, and 'Poista kuva', which clears
 * the image and saves at once. The preview follows the form with JavaScript.
 */
export function HeroImageForm({
  stored,
  answer,
  choices,
}: {
  stored: HeroSettings;
  answer: TabAnswerProps<HeroImageFormValues> | undefined;
  choices: LibraryImage[];
}) {
  const values: HeroImageFormValues = answer?.values ?? { image: stored.image, imageAlt: stored.imageAlt, imagePosition: stored.imagePosition };
  const errors = answer?.errors ?? {};
  const [preview, setPreview] = useState(() => previewHeroImage(stored, values));
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  return (
    <>
      <EditorForm
        label="Pääosion kuva"
        multipart
        formError={answer?.formError}
        preview
        onChange={(form) => {
          const { image, objectUrl: url } = imageOfForm(form, objectUrl.current);
          objectUrl.current = url;
          const data = new FormData(form);
          setPreview(previewHeroImage(stored, { image, imageAlt: formText(data, "imageAlt"), imagePosition: formText(data, "imagePosition") }));
        }}
      >
        <ImageField
          name="image"
          label="Kuva"
          category="hero"
          defaultValue={values.image || null}
          choices={choices}
          error={errors.image}
          description="Lataa uusi kuva tai valitse kuvapankista. Leveä kuva (esim. 1600 × 720 px) toimii parhaiten."
        />
        <TextField
          name="imageAlt"
          label="Kuvan alt-teksti"
          defaultValue={values.imageAlt}
          maxLength={HOMEPAGE_LIMITS.alt}
          error={errors.imageAlt}
          hint="Kuvaile kuva näkövammaiselle kävijälle. Jos jätät tyhjäksi, käytetään kuvapankin alt-tekstiä."
        />
        <fieldset className="space-y-2" aria-describedby={errors.imagePosition ? "hero-position-error" : undefined}>
          <legend className="text-sm font-medium">Kuvan sijainti</legend>
          {POSITIONS.map((position) => (
            <label key={position.value} className="flex items-start gap-2 text-sm">
              <input type="radio" name="imagePosition" value={position.value} defaultChecked={values.imagePosition === position.value || (position.value === "top" && values.imagePosition !== "bottom")} className="mt-1 h-4 w-4" />
              <span>
                <span className="font-medium">{position.label}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{position.hint}</span>
              </span>
            </label>
          ))}
          {errors.imagePosition ? (
            <p id="hero-position-error" className="field-error">
              {errors.imagePosition}
            </p>
          ) : null}
        </fieldset>
      </EditorForm>
      {stored.image ? (
        <Form method="post" className="mt-4" aria-label="Poista pääosion kuva">
          <button type="submit" name="intent" value="delete" className="btn bg-red-600 text-white hover:bg-red-700" disabled={deleting}>
            {deleting ? "Poistetaan..." : "Poista kuva"}
          </button>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Poistaa kuvan etusivulta heti. Kuva jää kuvapankkiin.</p>
        </Form>
      ) : null}
      <HeroPreview hero={preview} fromForm={answer?.preview ?? false} />
    </>
  );
}
