import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { HOMEPAGE_TEXTS as T, tabPath } from "~/features/homepage/editor.rules";
import { BANNER_POSITIONS, HOMEPAGE_LIMITS, type LegacyBanner } from "~/features/homepage/schema";
import type { LibraryImage } from "~/features/images/rules";
import { Checkbox, EditorForm, TextField } from "./EditorForm";
import type { TabAnswerProps } from "./HeroTextsForm";

export type LegacyBannerFormValues = { image: string; imageAlt: string; link: string; visible: boolean; position: string };

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
  answer: TabAnswerProps<LegacyBannerFormValues> | undefined;
  choices: LibraryImage[];
}) {
  const values = answer?.values ?? stored;
  const errors = answer?.errors ?? {};
  const headingId = useId();
  const positionId = useId();
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
      <EditorForm label={T.legacyHeading} multipart formError={answer?.formError}>
        <ImageField name="image" label="Bannerin kuva" category="banner-top" defaultValue={values.image || null} choices={choices} error={errors.image} />
        <TextField name="imageAlt" label="Kuvan alt-teksti" defaultValue={values.imageAlt} maxLength={HOMEPAGE_LIMITS.alt} error={errors.imageAlt} />
        <TextField
          name="link"
          label="Linkki"
          defaultValue={values.link}
          maxLength={HOMEPAGE_LIMITS.link}
          inputMode="url"
          error={errors.link}
          hint="Verkko-osoite (https://…) tai sivuston polku (/…)."
        />
        <div>
          <label htmlFor={positionId} className="mb-1 block text-sm font-medium">
            Sijainti
          </label>
          <select id={positionId} name="position" defaultValue={values.position} className="field">
            {BANNER_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {POSITION_LABELS[position]}
              </option>
            ))}
          </select>
          {errors.position ? <p className="field-error">{errors.position}</p> : null}
        </div>
        <Checkbox name="visible" defaultChecked={values.visible} label="Näkyvissä" />
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
