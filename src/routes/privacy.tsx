import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/static/LegalPage.tsx';
import { privacySections } from '../domain/content/privacy.ts';

export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage title="Privacy Policy" sections={privacySections} />,
});
