/**
 * The console's screens: where each lives (`#/<key>`), its menu group, icon and the roles
 * that see it. The menu shows an operator only their sections; the server refuses the rest
 * on its own (the guard of each `/api/admin/` route), so hiding is a courtesy, not the rule.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  CommentOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileTextOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SlidersOutlined,
  TrophyOutlined,
  UploadOutlined,
  TeamOutlined,
  UserOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';
import { OperatorRole } from '@bourse/shared';
import type { MessageKey } from './i18n/index.ts';

export interface Section {
  key: string;
  group: 'overview' | 'queues' | 'people' | 'config' | 'oversight';
  label: MessageKey;
  icon: ReactNode;
  /** Who sees it; admin sees everything. */
  roles: OperatorRole[];
  page: LazyExoticComponent<ComponentType>;
}

const { finance, compliance, support, admin } = OperatorRole;

export const SECTIONS: Section[] = [
  {
    key: 'dashboard',
    group: 'overview',
    label: 'nav.dashboard',
    icon: <DashboardOutlined />,
    roles: [],
    page: lazy(() => import('./pages/Dashboard.tsx')),
  },
  {
    key: 'deposits',
    group: 'queues',
    label: 'nav.deposits',
    icon: <DownloadOutlined />,
    roles: [finance],
    page: lazy(() => import('./pages/queues/Deposits.tsx')),
  },
  {
    key: 'withdrawals',
    group: 'queues',
    label: 'nav.withdrawals',
    icon: <UploadOutlined />,
    roles: [finance],
    page: lazy(() => import('./pages/queues/Withdrawals.tsx')),
  },
  {
    key: 'purchases',
    group: 'queues',
    label: 'nav.purchases',
    icon: <ShoppingCartOutlined />,
    roles: [finance],
    page: lazy(() => import('./pages/queues/Purchases.tsx')),
  },
  {
    key: 'verifications',
    group: 'queues',
    label: 'nav.verifications',
    icon: <IdcardOutlined />,
    roles: [compliance],
    page: lazy(() => import('./pages/queues/Verifications.tsx')),
  },
  {
    key: 'traders',
    group: 'queues',
    label: 'nav.traders',
    icon: <TrophyOutlined />,
    roles: [compliance],
    page: lazy(() => import('./pages/queues/Traders.tsx')),
  },
  {
    key: 'loans',
    group: 'queues',
    label: 'nav.loans',
    icon: <BankOutlined />,
    roles: [finance],
    page: lazy(() => import('./pages/queues/Loans.tsx')),
  },
  {
    key: 'chat',
    group: 'queues',
    label: 'nav.chat',
    icon: <CommentOutlined />,
    roles: [support],
    page: lazy(() => import('./pages/queues/Chat.tsx')),
  },
  {
    key: 'users',
    group: 'people',
    label: 'nav.users',
    icon: <UserOutlined />,
    roles: [],
    page: lazy(() => import('./pages/Users.tsx')),
  },
  {
    key: 'instruments',
    group: 'config',
    label: 'nav.instruments',
    icon: <SlidersOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/config/Instruments.tsx')),
  },
  {
    key: 'content',
    group: 'config',
    label: 'nav.content',
    icon: <FileTextOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/config/Content.tsx')),
  },
  {
    key: 'products',
    group: 'config',
    label: 'nav.products',
    icon: <AppstoreOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/config/Products.tsx')),
  },
  {
    key: 'settings',
    group: 'config',
    label: 'nav.settings',
    icon: <SettingOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/config/Settings.tsx')),
  },
  {
    key: 'operators',
    group: 'oversight',
    label: 'nav.operators',
    icon: <TeamOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/Operators.tsx')),
  },
  {
    key: 'audit',
    group: 'oversight',
    label: 'nav.audit',
    icon: <AuditOutlined />,
    roles: [admin],
    page: lazy(() => import('./pages/Audit.tsx')),
  },
];

export const GROUP_LABELS: Record<Section['group'], MessageKey> = {
  overview: 'nav.groupOverview',
  queues: 'nav.groupQueues',
  people: 'nav.groupPeople',
  config: 'nav.groupConfig',
  oversight: 'nav.groupOversight',
};
