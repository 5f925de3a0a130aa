import { SECTION_LABELS } from "~/features/homepage/editor.rules";
import { HOMEPAGE_LIMITS, type HomepageSection } from "~/features/homepage/schema";
import { CONTENT_FORM_SECTIONS, sectionsFormSchema } from "~/features/homepage/editor.schema";
import type { EditorAnswer } from "~/features/homepage/page.server";
import { useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EditorForm, FormCheckbox, FormTextField } from "./EditorForm";

type SectionId = (typeof CONTENT_FORM_SECTIONS)[number];

const SECTION_HINTS: Record<SectionId, string> = {
  intro: "Esittelyteksti etusivun myyntivaltteja seuraavassa osiossa. Erota kappaleet tyhjällä rivillä.",
  services: "Johdanto palvelukorttien yläpuolella.",
};

/** The stored sections as the form's values (a missing section starts empty and visible). */
function formValues(stored: HomepageSection[]) {
  return Object.fromEntries(
    CONTENT_FORM_SECTIONS.map((id) => {
      const section = stored.find((entry) => entry.id === id);
      return [id, { title: section?.title ?? "", content: section?.content ?? "", visible: section?.visible ?? true }];
    }),
  ) as Record<SectionId, { title: string; content: string; visible: boolean }>;
}

/** 'Sisältöosiot': the intro and services sections, each with its title, text and visibility. */
export function SectionsForm({ stored, answer }: { stored: HomepageSection[]; answer: EditorAnswer | undefined }) {
  const [form, fields] = useSchemaForm({
    id: "homepage-sections",
    schema: sectionsFormSchema,
    lastResult: answer?.result,
    defaultValue: formValues(stored),
  });
  const sections = CONTENT_FORM_SECTIONS.map((id) => ({ id, fields: fields[id].getFieldset() }));
  const invalid = sections.flatMap(({ fields: section }) => [section.title, section.content].filter((field) => field.errors?.length));
  const first = invalid[0]?.name ?? null;
  useFocusFirstInvalid(form.id, first, answer?.result);
  return (
    <EditorForm form={form} label="Sisältöosiot">
      {sections.map(({ id, fields: section }) => (
        <fieldset key={id} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid={`section-${id}`}>
          <legend className="px-1 text-sm font-semibold">{SECTION_LABELS[id]}</legend>
          <FormTextField
            field={section.title}
            label={`${SECTION_LABELS[id]}: otsikko`}
            maxLength={HOMEPAGE_LIMITS.sectionTitle}
            autoFocus={first === section.title.name}
          />
          <FormTextField
            field={section.content}
            label={`${SECTION_LABELS[id]}: teksti`}
            maxLength={HOMEPAGE_LIMITS.sectionContent}
            hint={SECTION_HINTS[id]}
            multiline
            autoFocus={first === section.content.name}
          />
          <FormCheckbox field={section.visible} label={`${SECTION_LABELS[id]} näkyy etusivulla`} />
        </fieldset>
      ))}
    </EditorForm>
  );
}
