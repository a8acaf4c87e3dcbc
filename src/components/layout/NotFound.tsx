import { Link } from '@tanstack/react-router';
import { notFoundText, pageTitles } from '../../i18n/messages.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { PageContainer } from '../ui/PageContainer.tsx';

export function NotFound() {
  useDocumentTitle(pageTitles.notFound);
  return (
    <PageContainer className="flex flex-col items-center gap-6 py-24 text-center">
      <p className="text-6xl font-bold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{notFoundText.heading}</h1>
      <Link to="/" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {notFoundText.backHome}
      </Link>
    </PageContainer>
  );
}
