import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/static/LegalPage.tsx';
import { footerText } from '../i18n/messages.ts';
import { loadPageTexts, loadSitePageTexts } from '../i18n/i18n.ts';
import { pageTexts } from '../i18n/page-texts.ts';

export const Route = createFileRoute('/terms')({
  loader: () => Promise.all([loadPageTexts(), loadSitePageTexts()]),
  component: () => <LegalPage title={footerText.terms} sections={pageTexts('terms')} />,
});
