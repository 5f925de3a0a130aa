import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { isBannerShown } from "~/features/homepage/components/Banner";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { BANNER_SIZES, BANNER_TEXTS, bannerSizeHint } from "~/features/homepage/banners.rules";
import { BANNER_TAB } from "~/features/homepage/editor.rules";
import { BANNER_FORMATS, type Banner, type BannerFormat, type BannerPosition, HOMEPAGE_LIMITS } from "~/features/homepage/schema";
import { bannerFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer, LinkAnswer } from "~/features/homepage/page.server";
import type { LibraryImage } from "~/features/images/rules";
import { TOAST_DURATION_MS } from "~/lib/toast";
import { FieldError, firstInvalid, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormTextField, Notice } from "./EditorForm";

const NO_FIELDS: string[] = [];

/** The image the form holds now: the hidden address, or the name and size of a chosen file. */
function imageKeyOfForm(form: HTMLFormElement): string {
  const data = new FormData(form);
  const file = data.get("image__upload");
  if (file instanceof File && file.size > 0) return `file:${file.name}:${file.size}`;
  const image = data.get("image");
  return typeof image === "string" ? image : "";
}

/**
 * One banner (top, middle or bottom): image, alt text, format, the enabled and visible toggles and the
 * link, under the banner rules (app/features/homepage/banners.rules.ts, applied again by the server). With
 * JavaScript: enabling without an image is stopped with 'Lataa ensin kuva ennen bannerin aktivointia',
 * a new image switches the banner on, visible and the link follow the enabled toggle, and the link of an
 * enabled banner saves itself when it loses focus. Without JavaScript the server applies the same rules
 * to the submitted form.
 */
export function BannerForm({
  position,
  stored,
  answer,
  choices,
}: {
  position: BannerPosition;
  stored: Banner;
  answer: EditorAnswer | undefined;
  choices: LibraryImage[];
}) {
  const [form, fields] = useSchemaForm({
    id: `homepage-banner-${position}`,
    schema: bannerFormSchema,
    lastResult: answer?.result,
    defaultValue: stored,
  });
  const first = firstInvalid(fields, ["imageAlt"]);
  useFocusFirstInvalid(form.id, first, answer?.result);
  // The link as sent: a disabled link field sends nothing (the stored link stays), an emptied one ''.
  const sent = answer?.result.initialValue as Record<string, unknown> | null | undefined;
  const sentLink = answer ? (typeof sent?.link === "string" ? sent.link : undefined) : undefined;
  const hydrated = useHydrated();
  const id = useId();
  const [enabled, setEnabled] = useState(initialText(fields.enabled) === "on");
  const [visible, setVisible] = useState(initialText(fields.visible) === "on");
  const [format, setFormat] = useState<BannerFormat>(initialText(fields.format) === "square" ? "square" : "wide");
  const [alert, setAlert] = useState<string | null>(null);
  const image = initialText(fields.image);
  const lastImage = useRef(image);
  const label = BANNER_TAB[position].label;

  // The link of a banner that is on saves itself on blur (spec); the answer shows for 3 s.
  const linkFetcher = useFetcher<LinkAnswer>();
  const savedLink = useRef(stored.link);
  const [linkNotice, setLinkNotice] = useState<LinkAnswer["notice"] | null>(null);
  const linkSavesItself = hydrated && stored.enabled;
  useEffect(() => {
    const notice = linkFetcher.data?.notice;
    if (linkFetcher.state !== "idle" || !notice) return;
    setLinkNotice(notice);
    if (notice.type !== "success") return;
    const timer = window.setTimeout(() => setLinkNotice(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [linkFetcher.state, linkFetcher.data]);

  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" data-testid="banner-status">
        {isBannerShown(stored) ? `${label} näkyy etusivulla.` : `${label} ei näy etusivulla.`}
      </p>
      <EditorForm
        form={form}
        label={label}
        multipart
        ignore={stored.enabled ? ["link"] : NO_FIELDS}
        onChange={(form) => {
          // Uploading or choosing an image turns the banner on and visible; removing it turns it off.
          const image = imageKeyOfForm(form);
          if (image === lastImage.current) return;
          lastImage.current = image;
          setAlert(null);
          setEnabled(image !== "");
          setVisible(image !== "");
        }}
      >
        <ImageField
          name={fields.image.name}
          label="Bannerin kuva"
          category={`banner-${position}`}
          defaultValue={image || null}
          choices={choices}
          error={fields.image.errors?.join(" ")}
          description={`${bannerSizeHint(format)}. Kuvan lataaminen tai valitseminen ottaa bannerin käyttöön.`}
        />
        <FormTextField field={fields.imageAlt} label="Kuvan alt-teksti" maxLength={HOMEPAGE_LIMITS.alt} autoFocus={first === "imageAlt"} />

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Muoto</legend>
          {BANNER_FORMATS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.format.name}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="h-4 w-4"
              />
              {BANNER_SIZES[value].label} ({BANNER_SIZES[value].width} × {BANNER_SIZES[value].height} px)
            </label>
          ))}
          <p className="text-xs text-slate-600 dark:text-slate-400">Muodon vaihtaminen säilyttää kuvan.</p>
          <FieldError field={fields.format} />
        </fieldset>

        <div className="space-y-3">
          {alert || fields.enabled.errors?.length ? (
            <Notice type="error" message={alert ?? fields.enabled.errors?.join(" ") ?? ""} testId="banner-alert" />
          ) : null}
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name={fields.enabled.name}
              className="h-4 w-4"
              checked={enabled}
              aria-describedby={`${id}-enabled-hint`}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                if (on && event.currentTarget.form && imageKeyOfForm(event.currentTarget.form) === "") {
                  setAlert(BANNER_TEXTS.enableNeedsImage);
                  return;
                }
                setAlert(null);
                setEnabled(on);
              }}
            />
            Banneri käytössä
          </label>
          <p id={`${id}-enabled-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            Käyttöön ottaminen vaatii kuvan. Näkyvyyttä ja linkkiä voi muuttaa vain, kun banneri on käytössä.
          </p>
          <div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name={fields.visible.name}
                className="h-4 w-4"
                checked={visible}
                disabled={!enabled}
                aria-invalid={fields.visible.errors?.length ? true : undefined}
                onChange={(event) => setVisible(event.currentTarget.checked)}
              />
              Näkyy etusivulla
            </label>
            {/* A disabled checkbox is not sent: keep its state so switching off does not change it. */}
            {!enabled && visible ? <input type="hidden" name={fields.visible.name} value="on" /> : null}
            <FieldError field={fields.visible} />
          </div>
        </div>

        <div className="space-y-2">
          <FormTextField
            field={fields.link}
            label="Linkki"
            defaultValue={sentLink ?? stored.link}
            maxLength={HOMEPAGE_LIMITS.link}
            inputMode="url"
            disabled={!enabled}
            hint={
              linkSavesItself
                ? "Verkko-osoite (https://…) tai sivuston polku (/…). Tallentuu, kun siirryt pois kentästä."
                : "Verkko-osoite (https://…) tai sivuston polku (/…). Käytettävissä, kun banneri on käytössä."
            }
            onBlur={(link) => {
              if (!linkSavesItself || link.trim() === savedLink.current) return;
              savedLink.current = link.trim();
              linkFetcher.submit({ intent: "link", link }, { method: "post" });
            }}
          />
          {linkFetcher.state !== "idle" ? <p className="text-xs text-slate-600 dark:text-slate-400">Tallennetaan linkkiä...</p> : null}
          {linkNotice ? <Notice type={linkNotice.type} message={linkNotice.message} testId="link-notice" /> : null}
        </div>
      </EditorForm>
      {stored.image ? (
        <Form method="post" className="mt-4" aria-label={`Poista bannerin kuva: ${label}`}>
          <button type="submit" name="intent" value="delete" className="btn bg-red-600 text-white hover:bg-red-700" disabled={deleting}>
            {deleting ? "Poistetaan..." : "Poista kuva"}
          </button>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Poistaa kuvan ja linkin ja ottaa bannerin pois käytöstä. Kuva jää kuvapankkiin.
          </p>
        </Form>
      ) : null}
    </>
  );
}
