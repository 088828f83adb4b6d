import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { supportChatFr } from '@/features/chat/fr';
import { SupportThread } from '@/features/chat/components/support-thread';
import { useMessagesRefresh } from '@/features/chat/hooks/use-messages-refresh';

const t = supportChatFr;

/** /chat (spec §2 'Client chat page'): the client's thread with the administration and the global messages. */
export function ChatPage() {
  useMessagesRefresh();
  return (
    <>
      <PageHeader title={fr.pages.chat} description={t.clientDescription} />
      <Card className="p-4 sm:p-6">
        <SupportThread thread={{ kind: 'mine' }} viewer="client" empty={`${t.empty} ${t.emptyClientHint}`} />
      </Card>
    </>
  );
}
