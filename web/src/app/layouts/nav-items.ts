import {
  BookOpen,
  FileCheck,
  FileCog,
  FileText,
  Gauge,
  Handshake,
  History,
  House,
  Images,
  Layers,
  LayoutDashboard,
  Library,
  LifeBuoy,
  type LucideIcon,
  MessageSquare,
  MessagesSquare,
  Percent,
  ReceiptText,
  ScrollText,
  Settings,
  ShieldCheck,
  UserCog,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { fr } from '@/i18n/fr';
import { paths } from '@/lib/paths';
import { apiDocsFr } from '@/features/api-docs/fr';
import { hasSimulator } from '@/lib/simulator/simulator-source';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on the exact path (home entries). */
  end?: boolean;
  /** Shows the caller's unread support messages (the change feed's `unread_messages`). */
  unreadMessages?: boolean;
  /** Only for a client in prepaid credits (issue 40). */
  prepaidOnly?: boolean;
}

/** Spec §2 client side menu (the simulator only when the build has one: issue 37); the image generator, a route without an entry in the spec, has one (issue 10). */
export const clientNav: NavItem[] = [
  { to: paths.home, label: fr.nav.client.home, icon: House, end: true },
  { to: paths.profile, label: fr.nav.client.profile, icon: UserRound },
  { to: paths.orders, label: fr.nav.client.orders, icon: FileText },
  { to: paths.invoices, label: fr.nav.client.invoices, icon: ReceiptText },
  { to: paths.credits, label: fr.nav.client.credits, icon: Wallet, prepaidOnly: true },
  ...(hasSimulator ? [{ to: paths.simulator, label: fr.nav.client.simulator, icon: Gauge }] : []),
  { to: paths.imageGenerator, label: fr.nav.client.imageGenerator, icon: Images },
  { to: paths.chat, label: fr.nav.client.chat, icon: MessageSquare, unreadMessages: true },
  { to: paths.terms, label: fr.nav.client.terms, icon: ScrollText },
];

/** Spec §2 admin menu; the security dashboard, 'not shown as such' in the spec's menu, comes last. */
export const adminNav: NavItem[] = [
  { to: paths.admin.home, label: fr.nav.admin.home, icon: LayoutDashboard, end: true },
  { to: paths.admin.files, label: fr.nav.admin.files, icon: FileCog },
  { to: paths.admin.completed, label: fr.nav.admin.completed, icon: FileCheck },
  { to: paths.admin.sav, label: fr.nav.admin.sav, icon: LifeBuoy },
  { to: paths.admin.invoices, label: fr.nav.admin.invoices, icon: ReceiptText },
  { to: paths.admin.library, label: fr.nav.admin.library, icon: Library },
  { to: paths.admin.chat, label: fr.nav.admin.chat, icon: MessagesSquare, unreadMessages: true },
  { to: paths.admin.clients, label: fr.nav.admin.clients, icon: Users },
  { to: paths.admin.discounts, label: fr.nav.admin.discounts, icon: Percent },
  ...(hasSimulator ? [{ to: paths.admin.simulator, label: fr.nav.admin.simulator, icon: Gauge }] : []),
  { to: paths.admin.solutions, label: fr.nav.admin.solutions, icon: Layers },
  { to: paths.admin.partners, label: fr.nav.admin.partners, icon: Handshake },
  { to: paths.admin.users, label: fr.nav.admin.users, icon: UserCog },
  { to: paths.admin.settings, label: fr.nav.admin.settings, icon: Settings },
  { to: paths.admin.security, label: fr.nav.admin.security, icon: ShieldCheck },
  { to: paths.admin.audit, label: fr.nav.admin.audit, icon: History },
  { to: paths.admin.apiDocs, label: apiDocsFr.nav, icon: BookOpen },
];
