import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import {
  DEFAULT_TEMPLATE_BODIES,
  PLACEHOLDERS,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATES_PER_MEMBER,
  templateProblem,
  type ReplyTemplate,
  type ReplyTemplateFields,
} from '../../domain/follow-up/reply-templates.ts';
import { followUpText, followUpToasts } from '../../i18n/messages.ts';
import { isLanguage, LANGUAGES } from '../../i18n/language.ts';
import { useReplyTemplates } from '../../data/account/index.ts';
import { useLanguage } from '../../state/language.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';

type Draft = { id: string | null } & ReplyTemplateFields;

/** The toast for a template's problem; read when shown, since the texts load with the screen. */
function problemToast(problem: 'nameMissing' | 'nameTooLong' | 'bodyMissing' | 'bodyTooLong') {
  if (problem === 'nameMissing') return followUpToasts.templateNameMissing;
  if (problem === 'bodyMissing') return followUpToasts.templateBodyMissing;
  return followUpToasts.templateTooLong;
}

/** The member's reply templates: listed, added (from the default in the site's language), edited, deleted. */
export function ReplyTemplatesPanel() {
  const headingId = useId();
  const language = useLanguage();
  const { templates, save, remove } = useReplyTemplates();
  const [draft, setDraft] = useState<Draft | null>(null);
  const isFull = templates.length >= TEMPLATES_PER_MEMBER;

  const startNew = () =>
    setDraft({ id: null, name: followUpText.newTemplateName, language, body: DEFAULT_TEMPLATE_BODIES[language] });
  const startEdit = (template: ReplyTemplate) => setDraft({ ...template });

  const submit = async () => {
    if (!draft) return;
    const problem = templateProblem(draft);
    if (problem === 'unknownLanguage') return;
    if (problem) return showToast(problemToast(problem), { destructive: true });
    try {
      await save(draft.id, { name: draft.name, language: draft.language, body: draft.body });
      showToast(followUpToasts.templateSaved);
      setDraft(null);
    } catch (error) {
      const isLimit = error instanceof Error && error.message.includes('tooManyTemplates');
      showToast(isLimit ? followUpToasts.templateLimit : followUpToasts.saveFailed, { destructive: true });
    }
  };

  const erase = async (id: string) => {
    try {
      await remove(id);
      showToast(followUpToasts.templateDeleted);
    } catch {
      showToast(followUpToasts.saveFailed, { destructive: true });
    }
  };

  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {followUpText.templatesHeading}
      </h2>
      <p className="text-sm text-slate-700">{followUpText.templatesIntro}</p>
      <p className="text-sm text-slate-700">
        {followUpText.placeholders}{' '}
        {PLACEHOLDERS.map((name) => (
          <code key={name} className="mr-1 rounded bg-slate-100 px-1">{`{${name}}`}</code>
        ))}
      </p>
      {templates.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {templates.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <span>
                <span className="font-medium">{template.name}</span>{' '}
                <span className="text-sm text-slate-700">· {followUpText.languageOf[template.language]}</span>
              </span>
              <span className="flex gap-2">
                <Button type="button" variant="outline" onClick={() => startEdit(template)}>
                  {followUpText.editTemplate}
                  <span className="sr-only"> {template.name}</span>
                </Button>
                <Button type="button" variant="ghost" onClick={() => void erase(template.id)}>
                  {followUpText.deleteTemplate}
                  <span className="sr-only"> {template.name}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {draft ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-3"
        >
          <TextField
            label={followUpText.templateName}
            value={draft.name}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <SelectField
            label={followUpText.templateLanguage}
            value={draft.language}
            onChange={(event) => isLanguage(event.target.value) && setDraft({ ...draft, language: event.target.value })}
            options={LANGUAGES.map((value) => ({ value, label: followUpText.languageOf[value] }))}
          />
          <TextAreaField
            label={followUpText.templateBody}
            rows={10}
            lang={draft.language}
            maxLength={TEMPLATE_BODY_MAX_LENGTH}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{followUpText.saveTemplate}</Button>
            <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
              {followUpText.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" disabled={isFull} onClick={startNew}>
            <Plus className="size-4" aria-hidden="true" />
            {followUpText.newTemplate}
          </Button>
          {isFull ? (
            <p className="text-sm text-slate-700">{followUpText.templateLimit({ count: TEMPLATES_PER_MEMBER })}</p>
          ) : null}
        </div>
      )}
      <p className="text-sm text-slate-700">{followUpText.fillFromAccount}</p>
    </Card>
  );
}
