import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { formText, previewHeroImage, readHeroImageForm, submittedValues } from "~/features/homepage/editor.rules";
import { HOMEPAGE_LIMITS, type HeroSettings } from "~/features/homepage/schema";
import { heroImageFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer } from "~/features/homepage/page.server";
import type { LibraryImage } from "~/features/images/rules";
import { FieldError, firstInvalid, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormTextField } from "./EditorForm";
import { HeroPreview } from "./HeroPreview";

const ORDER = ["imageAlt", "imagePosition"] as const;

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
  answer: EditorAnswer | undefined;
  choices: LibraryImage[];
}) {
  const [form, fields] = useSchemaForm({
    id: "homepage-hero-image",
    schema: heroImageFormSchema,
    lastResult: answer?.result,
    defaultValue: { image: stored.image, imageAlt: stored.imageAlt, imagePosition: stored.imagePosition },
  });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(form.id, first, answer?.result);
  const image = initialText(fields.image);
  const position = initialText(fields.imagePosition);
  const [preview, setPreview] = useState(() => {
    const initialValue = answer?.result.initialValue;
    const values = initialValue ? readHeroImageForm(submittedValues(initialValue), image) : { image: stored.image, imageAlt: stored.imageAlt, imagePosition: stored.imagePosition };
    return previewHeroImage(stored, values);
  });
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  return (
    <>
      <EditorForm
        form={form}
        label="Pääosion kuva"
        multipart
        preview
        onChange={(form) => {
          const { image, objectUrl: url } = imageOfForm(form, objectUrl.current);
          objectUrl.current = url;
          const data = new FormData(form);
          setPreview(previewHeroImage(stored, { image, imageAlt: formText(data, "imageAlt"), imagePosition: formText(data, "imagePosition") }));
        }}
      >
        <ImageField
          name={fields.image.name}
          label="Kuva"
          category="hero"
          defaultValue={image || null}
          choices={choices}
          error={fields.image.errors?.join(" ")}
          description="Lataa uusi kuva tai valitse kuvapankista. Leveä kuva (esim. 1600 × 720 px) toimii parhaiten."
        />
        <FormTextField
          field={fields.imageAlt}
          label="Kuvan alt-teksti"
          maxLength={HOMEPAGE_LIMITS.alt}
          hint="Kuvaile kuva näkövammaiselle kävijälle. Jos jätät tyhjäksi, käytetään kuvapankin alt-tekstiä."
          autoFocus={first === "imageAlt"}
        />
        <fieldset className="space-y-2" aria-describedby={fields.imagePosition.errors?.length ? fields.imagePosition.errorId : undefined}>
          <legend className="text-sm font-medium">Kuvan sijainti</legend>
          {POSITIONS.map((option, index) => (
            <label key={option.value} className="flex items-start gap-2 text-sm">
              <input
                key={fields.imagePosition.key}
                type="radio"
                name={fields.imagePosition.name}
                value={option.value}
                defaultChecked={position === option.value || (option.value === "top" && position !== "bottom")}
                autoFocus={(first === "imagePosition" && index === 0) || undefined}
                className="mt-1 h-4 w-4"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{option.hint}</span>
              </span>
            </label>
          ))}
          <FieldError field={fields.imagePosition} />
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
