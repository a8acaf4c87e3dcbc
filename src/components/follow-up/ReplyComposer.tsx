import { useEffect, useId, useMemo, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import {
  DEFAULT_TEMPLATE_BODIES,
  DEFAULT_TEMPLATE_IDS,
  fillTemplate,
  placeholderValues,
  type ListingFacts,
  type ReplyTemplate,
} from '../../domain/follow-up/reply-templates.ts';
import { followUpText, followUpToasts } from '../../i18n/messages.ts';
import { LANGUAGES } from '../../i18n/language.ts';
import { fetchProfileFacts, keptProfileFacts, usePostLink, useReplyTemplates } from '../../data/account/index.ts';
import { copyText } from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { showToast } from '../ui/toast.ts';

type Props = {
  listingId: number;
  title: string;
  listing: ListingFacts;
  /** The original post's link the card already holds, if any. */
  knownUrl: string | null;
  onClose: () => void;
};

/** The member's own templates first, then one default per language. */
function pickable(own: readonly ReplyTemplate[]): ReplyTemplate[] {
  const defaults = LANGUAGES.map((language) => ({
    id: DEFAULT_TEMPLATE_IDS[language],
    name: followUpText.defaultTemplate,
    language,
    body: DEFAULT_TEMPLATE_BODIES[language],
  }));
  return [...own, ...defaults];
}

/** A message to the poster from a template, filled with the listing and the member's facts, to copy. */
export function ReplyComposer({ listingId, title, listing, knownUrl, onClose }: Props) {
  const headingId = useId();
  const auth = useAtomValue(authAtom);
  const user = auth.status === 'signedIn' ? auth.user : null;
  const { templates } = useReplyTemplates();
  // The server gives the original post's link to the sessions allowed to see it (Premium) only.
  const link = usePostLink(listingId, knownUrl);
  const postUrl = link.status === 'found' ? link.url : null;
  const choices = useMemo(() => pickable(templates), [templates]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [facts, setFacts] = useState(() => (user ? keptProfileFacts(user.id) : null));
  const [edited, setEdited] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let isCurrent = true;
    void fetchProfileFacts(user.id).then((found) => isCurrent && setFacts(found));
    return () => {
      isCurrent = false;
    };
  }, [user]);

  const template = choices.find((choice) => choice.id === templateId) ?? choices[0];
  const filled = template
    ? fillTemplate(
        template.body,
        placeholderValues(
          {
            firstName: user?.firstName ?? null,
            age: facts?.age ?? null,
            occupation: facts?.occupation ?? null,
            moveInDate: facts?.moveInDate ?? null,
            stayLength: facts?.stayLength ?? null,
          },
          listing,
          template.language,
        ),
      )
    : '';
  const message = edited ?? filled;

  const copy = async (thenOpen: boolean) => {
    const isCopied = await copyText(message);
    showToast(isCopied ? followUpToasts.copied : followUpToasts.copyFailed, { destructive: !isCopied });
    if (thenOpen && postUrl) window.open(postUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3"
    >
      <h4 id={headingId} className="font-semibold">
        {followUpText.replyHeading({ title })}
      </h4>
      <SelectField
        label={followUpText.template}
        value={template?.id ?? ''}
        onChange={(event) => {
          setTemplateId(event.target.value);
          setEdited(null);
        }}
        options={choices.map((choice) => ({
          value: choice.id,
          label: `${choice.name} · ${followUpText.languageOf[choice.language]}`,
        }))}
      />
      <TextAreaField
        label={followUpText.message}
        rows={8}
        value={message}
        lang={template?.language}
        onChange={(event) => setEdited(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy(false)}>
          <Copy className="size-4" aria-hidden="true" />
          {followUpText.copy}
        </Button>
        {postUrl ? (
          <Button type="button" variant="outline" onClick={() => void copy(true)}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {followUpText.copyAndOpen}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          {followUpText.closeReply}
        </Button>
      </div>
    </section>
  );
}
