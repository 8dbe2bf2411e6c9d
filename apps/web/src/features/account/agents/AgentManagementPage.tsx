// /account/center/contractAgents/agentManagement: the member as an agent: their invite code and
// link to share, the commission rate, the commission earned per coin over every invitee, and the
// invitees, paged (member/getInviteList).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteList } from '@exchange/contract/account';
import { useInviteList } from '../../../api/accountQueries.ts';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { CopyValue } from '../common/CopyButton.tsx';
import { CoinAmounts, InviteeTable } from './InviteeTable.tsx';
import { inviteLink, ratePercent } from './inviteLinks.ts';
import shell from '../account.module.css';
import agents from './agents.module.css';

const PAGE_SIZE = 10;

function InviteSummary({ list }: { list: InviteList }) {
  const { t } = useTranslation();
  return (
    <section className={shell.card} aria-label={t('account.agents.summary')}>
      <div className={agents.stats}>
        <CopyValue label={t('account.agents.code')} value={list.invite_code} copyLabel={t('account.agents.copy_code')} />
        <CopyValue label={t('account.agents.link')} value={inviteLink(window.location.origin, list.invite_code)} copyLabel={t('account.agents.copy_link')} />
      </div>
      <dl className={shell.facts}>
        <div>
          <dt>{t('account.agents.rate')}</dt>
          <dd>{ratePercent(list.rate)}</dd>
        </div>
        <div>
          <dt>{t('account.agents.invitee_count')}</dt>
          <dd>{list.total}</dd>
        </div>
        <div>
          <dt>{t('account.agents.total_commission')}</dt>
          <dd>
            <CoinAmounts amounts={list.total_commission} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export default function AgentManagementPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useInviteList(page, PAGE_SIZE);
  const rows = list.data?.records ?? [];
  return (
    <>
      <div className={shell.head}>
        <div>
          <h1 className={shell.title}>{t('section.account.agents.title')}</h1>
          <p className={shell.lead}>{t('section.account.agents.text')}</p>
        </div>
      </div>
      {list.data && <InviteSummary list={list.data} />}
      <h2 className={shell.subtitle}>{t('account.agents.invitees')}</h2>
      <ListState failed={t('account.load_failed')} isPending={list.isPending} isError={list.isError} count={rows.length} refetch={list.refetch} empty={t('account.agents.empty')}>
        <InviteeTable rows={rows} />
        <Pager current={list.data?.current ?? page} pages={list.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}
