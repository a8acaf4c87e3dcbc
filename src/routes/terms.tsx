import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/static/LegalPage.tsx';
import { termsSections } from '../domain/content/terms-and-conditions.ts';

export const Route = createFileRoute('/terms')({
  component: () => <LegalPage title="Terms & Conditions" sections={termsSections} />,
});
