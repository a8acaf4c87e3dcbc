import { useEffect, useId, useState, type FormEvent } from 'react';
import { STAY_LENGTHS, type StayLength } from '../../domain/follow-up/reply-templates.ts';
import { aboutYouText, accountToasts, busyText } from '../../i18n/messages.ts';
import { fetchProfileFacts, keptProfileFacts, saveProfileFacts, type ProfileFacts } from '../../data/account/index.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';

type Props = { userId: string };

type Draft = { age: string; occupation: string; moveInDate: string; stayLength: string };

const draftOf = (facts: ProfileFacts): Draft => ({
  age: facts.age === null ? '' : String(facts.age),
  occupation: facts.occupation ?? '',
  moveInDate: facts.moveInDate ?? '',
  stayLength: facts.stayLength ?? '',
});

/** An age the profile takes (16 to 99), null for none, or 'invalid'. */
function ageOf(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const age = Number(text);
  return Number.isInteger(age) && age >= 16 && age <= 99 ? age : 'invalid';
}

/** The profile facts reply templates are filled with: age, occupation, move-in date and how long. */
export function AboutYouCard({ userId }: Props) {
  const headingId = useId();
  const hasTexts = useFollowUpTexts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(keptProfileFacts(userId)));
  const [isEdited, setIsEdited] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const edit = (change: Partial<Draft>) => {
    setIsEdited(true);
    setDraft({ ...draft, ...change });
  };

  // The server's facts replace the kept ones, unless the member has started typing over them.
  useEffect(() => {
    if (isEdited) return;
    let isCurrent = true;
    void fetchProfileFacts(userId).then((facts) => isCurrent && setDraft(draftOf(facts)));
    return () => {
      isCurrent = false;
    };
  }, [userId, isEdited]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const age = ageOf(draft.age);
    if (age === 'invalid')
      return showToast(
        { title: accountToasts.updateFailed.title, description: aboutYouText.ageInvalid },
        { destructive: true },
      );
    setIsSaving(true);
    const problem = await saveProfileFacts(userId, {
      age,
      occupation: draft.occupation.trim() || null,
      moveInDate: draft.moveInDate || null,
      stayLength: (STAY_LENGTHS as readonly string[]).includes(draft.stayLength)
        ? (draft.stayLength as StayLength)
        : null,
    });
    setIsSaving(false);
    showToast(
      problem ? { title: accountToasts.updateFailed.title, description: problem } : accountToasts.profileUpdated,
      { destructive: problem !== null },
    );
  };

  if (!hasTexts) return null;
  return (
    <Card aria-labelledby={headingId}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {aboutYouText.aboutYou}
        </h2>
        <p className="text-sm text-slate-700">{aboutYouText.aboutYouIntro}</p>
        <TextField
          label={aboutYouText.age}
          type="number"
          inputMode="numeric"
          min={16}
          max={99}
          value={draft.age}
          onChange={(event) => edit({ age: event.target.value })}
        />
        <TextField
          label={aboutYouText.occupation}
          maxLength={100}
          placeholder={aboutYouText.occupationPlaceholder}
          value={draft.occupation}
          onChange={(event) => edit({ occupation: event.target.value })}
        />
        <TextField
          label={aboutYouText.moveInDate}
          type="date"
          value={draft.moveInDate}
          onChange={(event) => edit({ moveInDate: event.target.value })}
        />
        <SelectField
          label={aboutYouText.stayLength}
          value={draft.stayLength}
          onChange={(event) => edit({ stayLength: event.target.value })}
          options={[
            { value: '', label: aboutYouText.stayLengthNone },
            ...STAY_LENGTHS.map((value) => ({ value, label: aboutYouText.stayLengths[value] })),
          ]}
        />
        <Button type="submit" disabled={isSaving} className="self-start">
          {isSaving ? busyText.saving : aboutYouText.saveAboutYou}
        </Button>
      </form>
    </Card>
  );
}
