import { createFileRoute } from '@tanstack/react-router';
import { AlertManager } from '../components/alerts/AlertManager.tsx';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useOptionLists } from '../data/workers/index.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { navText, pageTitles } from '../i18n/messages.ts';

export const Route = createFileRoute('/get-room-alerts')({ component: GetRoomAlertsPage });

function GetRoomAlertsPage() {
  useDocumentTitle(pageTitles.getRoomAlerts);
  const options = useOptionLists();
  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold">{navText.getRoomAlerts}</h1>
        <AlertManager cities={options.cities} housingTypes={options.housingTypes} />
      </PageContainer>
    </RequireSignedIn>
  );
}
