import { LEGAL_LAST_UPDATED } from '../../domain/constants.ts';
import { pageTitle, staticText } from '../../i18n/messages.ts';
import { formatLongDate } from '../../domain/listings/format.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { PageContainer } from '../ui/PageContainer.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';

type LegalSection = { readonly title: string; readonly paragraphs: readonly string[] };
type Props = { title: string; sections: readonly LegalSection[] };

/** Terms and Privacy: a title, the revision date, and numbered sections. */
export function LegalPage({ title, sections }: Props) {
  useDocumentTitle(pageTitle(title));
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {staticText.lastUpdated({ date: formatLongDate(LEGAL_LAST_UPDATED, currentLanguage()) ?? LEGAL_LAST_UPDATED })}
      </p>
      <ol className="mt-8 flex flex-col gap-8">
        {sections.map((section, index) => (
          <li key={section.title}>
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </PageContainer>
  );
}
