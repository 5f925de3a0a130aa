import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { HOMEPAGE_TEXTS as T, tabPath } from "~/features/homepage/editor.rules";
import { BANNER_POSITIONS, HOMEPAGE_LIMITS, type LegacyBanner } from "~/features/homepage/schema";
import { legacyBannerFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer } from "~/features/homepage/page.server";
import type { LibraryImage } from "~/features/images/rules";
import { FieldError, controlProps, firstInvalid, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormCheckbox, FormTextField } from "./EditorForm";

const ORDER = ["imageAlt", "link", "position"] as const;

const POSITION_LABELS = { top: "Ylhäällä", middle: "Keskellä", bottom: "Alhaalla" } as const;

/**
 * The legacy single banner (spec: a tab without a tab button that can also show in a panel with a close
 * button). Kept so its stored data stays readable and editable; the home page shows the three
 * positioned banners instead (decision 0019).
 */
export function LegacyBannerForm({
  stored,
  answer,
  choices,
}: {
  stored: LegacyBanner;
  answer: EditorAnswer | undefined;
  choices: LibraryImage[];
}) {
  const [form, fields] = useSchemaForm({
    id: "homepage-legacy-banner",
    schema: legacyBannerFormSchema,
    lastResult: answer?.result,
    defaultValue: stored,
  });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(form.id, first, answer?.result);
  const headingId = useId();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-300 p-4 dark:border-slate-600" data-testid="legacy-banner-panel">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 id={headingId} className="text-base font-semibold">
            {T.legacyHeading}
          </h4>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Aiemman version yksittäinen banneri. Etusivu näyttää nykyään ylä-, keski- ja alabannerin.
          </p>
        </div>
        <Link to={tabPath("paaosio")} className="btn-secondary" aria-label={`${T.close}: ${T.legacyHeading.toLowerCase()}`}>
          {T.close}
        </Link>
      </div>
      <EditorForm form={form} label={T.legacyHeading} multipart>
        <ImageField
          name={fields.image.name}
          label="Bannerin kuva"
          category="banner-top"
          defaultValue={initialText(fields.image) || null}
          choices={choices}
          error={fields.image.errors?.join(" ")}
        />
        <FormTextField field={fields.imageAlt} label="Kuvan alt-teksti" maxLength={HOMEPAGE_LIMITS.alt} autoFocus={first === "imageAlt"} />
        <FormTextField
          field={fields.link}
          label="Linkki"
          maxLength={HOMEPAGE_LIMITS.link}
          inputMode="url"
          hint="Verkko-osoite (https://…) tai sivuston polku (/…)."
          autoFocus={first === "link"}
        />
        <div>
          <label htmlFor={fields.position.id} className="mb-1 block text-sm font-medium">
            Sijainti
          </label>
          <select
            {...controlProps(fields.position, { autoFocus: first === "position" })}
            key={fields.position.key}
            defaultValue={initialText(fields.position)}
            className="field"
          >
            {BANNER_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {POSITION_LABELS[position]}
              </option>
            ))}
          </select>
          <FieldError field={fields.position} />
        </div>
        <FormCheckbox field={fields.visible} label="Näkyvissä" />
      </EditorForm>
      {stored.image ? (
        <Form method="post" className="mt-4" aria-label="Poista vanhan bannerin kuva">
          <button type="submit" name="intent" value="delete" className="btn bg-red-600 text-white hover:bg-red-700" disabled={deleting}>
            {deleting ? "Poistetaan..." : "Poista kuva"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
