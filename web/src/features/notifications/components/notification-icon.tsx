import type { NotificationType } from '@app/shared/notifications/schemas';
import {
  Bell,
  CircleCheck,
  Download,
  FileCheck2,
  FilePlus2,
  LifeBuoy,
  type LucideIcon,
  MessageSquare,
  MessageSquareReply,
  ShieldAlert,
  UserPlus,
  UserX,
  Wallet,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  client_registration: { icon: UserPlus, tone: 'bg-blue-50 text-blue-700' },
  new_order: { icon: FilePlus2, tone: 'bg-brand-50 text-brand-700' },
  sav_request: { icon: LifeBuoy, tone: 'bg-purple-50 text-purple-700' },
  client_message: { icon: MessageSquare, tone: 'bg-sky-50 text-sky-700' },
  security_alert: { icon: ShieldAlert, tone: 'bg-red-50 text-red-700' },
  order_completion: { icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
  file_ready: { icon: FileCheck2, tone: 'bg-green-50 text-green-700' },
  admin_reply: { icon: MessageSquareReply, tone: 'bg-sky-50 text-sky-700' },
  data_export: { icon: Download, tone: 'bg-green-50 text-green-700' },
  erasure_request: { icon: UserX, tone: 'bg-red-50 text-red-700' },
  low_credits: { icon: Wallet, tone: 'bg-amber-50 text-amber-700' },
};

/** The round icon of a notification's kind (decorative: the title says what happened). */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, tone } = ICONS[type] ?? { icon: Bell, tone: 'bg-zinc-100 text-zinc-700' };
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}
    >
      <Icon className="size-4" />
    </span>
  );
}
