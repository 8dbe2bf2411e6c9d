// /test … /test6: operator diagnostics, for support agents and operators only (others go home):
// the server's version and uptime, the live channel's state, message rates per topic, the viewer's
// session and token age, the database and the journal's backlog, and the route lists.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TOPIC } from '@exchange/contract/topics';
import { getDiagnostics } from '../../api/chat.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { ALL_ROUTE_PATHS } from '../../app/routePaths.ts';
import { useChannelStatus } from '../../realtime/channelStatus.ts';
import { useTopicMessages } from '../../realtime/topicMessages.ts';
import { useSession } from '../../session/index.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { StaffOnly } from './StaffOnly.tsx';
import { DIAGNOSTICS_PAGES, diagnosticsPageOf, durationText, ratePerSecond, type DiagnosticsKey } from './diagnosticsPages.ts';
import styles from './Support.module.css';

const REFRESH_MS = 2000;
const RATE_WINDOW_MS = 10_000;

function Facts({ rows }: { rows: Array<[string, string | number]> }) {
  return (
    <dl className={styles.diag}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function TopicRates() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const topics = [TOPIC.index, TOPIC.allSymbolDetail, ...(user?.id ? [TOPIC.refresh(user.id)] : []), ...(user?.chatKey ? [user.chatKey] : [])];
  const [arrivals, setArrivals] = useState<Record<string, number[]>>({});
  const now = useNow(1000);
  const record = (topic: string) => () => setArrivals((a) => ({ ...a, [topic]: [...(a[topic] ?? []).filter((x) => Date.now() - x <= RATE_WINDOW_MS), Date.now()] }));
  useTopicMessages(topics[0]!, record(topics[0]!));
  useTopicMessages(topics[1]!, record(topics[1]!));
  useTopicMessages(topics[2] ?? null, record(topics[2] ?? ''));
  useTopicMessages(topics[3] ?? null, record(topics[3] ?? ''));
  return (
    <table className={styles.table}>
      <caption className="sr-only">{t('diag.rates.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('diag.rates.topic')}</th>
          <th scope="col">{t('diag.rates.per_second')}</th>
          <th scope="col">{t('diag.rates.last')}</th>
        </tr>
      </thead>
      <tbody>
        {topics.map((topic) => {
          const times = arrivals[topic] ?? [];
          return (
            <tr key={topic}>
              <td>{topic}</td>
              <td>{ratePerSecond(times, now, RATE_WINDOW_MS)}</td>
              <td>{times.length ? `${Math.round((now - times.at(-1)!) / 1000)} s` : '--'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Content({ page }: { page: DiagnosticsKey }) {
  const { t } = useTranslation();
  const diag = useQuery({ queryKey: queryKeys.privateKey('diagnostics'), queryFn: getDiagnostics, refetchInterval: REFRESH_MS });
  const channel = useChannelStatus();
  const tokenTime = useSession((s) => s.tokenTime);
  const token = useSession((s) => s.token);
  const now = useNow(1000);
  if (page === 'rates') return <TopicRates />;
  if (page === 'web_routes')
    return (
      <ul>
        {ALL_ROUTE_PATHS.map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    );
  if (diag.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (diag.isError) return <ErrorState title={t('diag.failed')} retryLabel={t('common.retry')} onRetry={() => void diag.refetch()} />;
  const d = diag.data;
  switch (page) {
    case 'server':
      return <Facts rows={[[t('diag.version'), d.version], [t('diag.node'), d.node], [t('diag.started'), d.started_at], [t('diag.uptime'), durationText(d.uptime_seconds)]]} />;
    case 'channel':
      return <Facts rows={[[t('diag.channel_state'), t(`diag.channel.${channel}`)], [t('diag.live_clients'), d.live_clients], [t('diag.external_broker'), d.external_broker ? t('diag.yes') : t('diag.no')]]} />;
    case 'session':
      return (
        <Facts
          rows={[
            [t('diag.session_id'), d.session.id],
            [t('diag.session_created'), d.session.created],
            [t('diag.session_refreshes'), d.session.refreshes],
            [t('diag.token_age'), tokenTime ? durationText((now - tokenTime) / 1000) : '--'],
            [t('diag.token_lifetime'), token ? durationText(token.expires_in) : '--'],
          ]}
        />
      );
    case 'database':
      return <Facts rows={[[t('diag.database'), d.database === 'pglite' ? 'PGlite' : 'PostgreSQL'], [t('diag.journal_backlog'), d.journal_backlog]]} />;
    case 'api_routes':
      return (
        <table className={styles.table}>
          <caption className="sr-only">{t('diag.page.api_routes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('diag.method')}</th>
              <th scope="col">{t('diag.path')}</th>
            </tr>
          </thead>
          <tbody>
            {d.routes.map((r) => (
              <tr key={`${r.method} ${r.url}`}>
                <td>{r.method}</td>
                <td>{r.url}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    default:
      return null;
  }
}

export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = diagnosticsPageOf(pathname);
  return (
    <PageSection title={t(`diag.page.${page}`)}>
      <StaffOnly>
        {(role) => (
          <>
            <p>{t('diag.viewer_role', { role: t(`support.role.${role}`) })}</p>
            <nav aria-label={t('diag.pages')} className={styles.tabs}>
              {DIAGNOSTICS_PAGES.map((p) => (
                <Link key={p.path} to={p.path} className={styles.tab} aria-current={p.key === page ? 'page' : undefined}>
                  {t(`diag.page.${p.key}`)}
                </Link>
              ))}
            </nav>
            <Content page={page} />
          </>
        )}
      </StaffOnly>
    </PageSection>
  );
}
