import { SECTION_LABELS } from "~/features/homepage/editor.rules";
import { HOMEPAGE_LIMITS, type HomepageSection } from "~/features/homepage/schema";
import { Checkbox, EditorForm, TextField } from "./EditorForm";
import type { TabAnswerProps } from "./HeroTextsForm";

export type SectionFormValue = { id: "intro" | "services"; title: string; content: string; visible: boolean };

const SECTION_HINTS: Record<SectionFormValue["id"], string> = {
  intro: "Esittelyteksti etusivun myyntivaltteja seuraavassa osiossa. Erota kappaleet tyhjällä rivillä.",
  services: "Johdanto palvelukorttien yläpuolella.",
};

/** 'Sisältöosiot': the intro and services sections, each with its title, text and visibility. */
export function SectionsForm({ stored, answer }: { stored: HomepageSection[]; answer: TabAnswerProps<SectionFormValue[]> | undefined }) {
  const values: SectionFormValue[] =
    answer?.values ??
    (["intro", "services"] as const).map((id) => {
      const section = stored.find((entry) => entry.id === id);
      return { id, title: section?.title ?? "", content: section?.content ?? "", visible: section?.visible ?? true };
    });
  const errors = answer?.errors ?? {};
  return (
    <EditorForm label="Sisältöosiot" formError={answer?.formError}>
      {values.map((section) => (
        <fieldset key={section.id} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid={`section-${section.id}`}>
          <legend className="px-1 text-sm font-semibold">{SECTION_LABELS[section.id]}</legend>
          <TextField
            name={`${section.id}.title`}
            label={`${SECTION_LABELS[section.id]}: otsikko`}
            defaultValue={section.title}
            maxLength={HOMEPAGE_LIMITS.sectionTitle}
            error={errors[`${section.id}.title`]}
          />
          <TextField
            name={`${section.id}.content`}
            label={`${SECTION_LABELS[section.id]}: teksti`}
            defaultValue={section.content}
            maxLength={HOMEPAGE_LIMITS.sectionContent}
            error={errors[`${section.id}.content`]}
            hint={SECTION_HINTS[section.id]}
            multiline
          />
          <Checkbox name={`${section.id}.visible`} defaultChecked={section.visible} label={`${SECTION_LABELS[section.id]} näkyy etusivulla`} />
        </fieldset>
      ))}
    </EditorForm>
  );
}
