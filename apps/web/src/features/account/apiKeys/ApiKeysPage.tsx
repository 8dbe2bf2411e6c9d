// /account/center/security/api: the member's API keys (api/page), created and edited in a dialog,
// the secret of a new key shown once, deletion after a confirmation (api/del).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS, type ApiKeyCreated, type ApiKeyRow } from '@exchange/contract/account';
import type { MemberInfo } from '@exchange/contract/member';
import { deleteApiKey } from '../../../api/account.ts';
import { accountKeys, useApiKeys } from '../../../api/accountQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { hasGoogle } from '../member.ts';
import { SECURITY_PATH } from '../security/securityPaths.ts';
import { ApiKeyFormDialog } from './ApiKeyFormDialog.tsx';
import { ApiKeyTable } from './ApiKeyTable.tsx';
import { ApiSecretDialog } from './ApiSecretDialog.tsx';
import shell from '../account.module.css';

const PAGE_SIZE = 10;

type Editing = { kind: 'new' } | { kind: 'edit'; row: ApiKeyRow };

function ApiKeys({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page, PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>();
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [deleting, setDeleting] = useState<ApiKeyRow>();
  const [busy, setBusy] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: accountKeys.apiKeys });
  const rows = keys.data?.records ?? [];
  const full = (keys.data?.total ?? 0) >= API_KEY_LIMITS.maxPerMember;

  const saved = (result: ApiKeyCreated | ApiKeyRow) => {
    setEditing(undefined);
    if ('secret' in result) setCreated(result);
    else toast.success(t('account.api.saved'));
    void reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteApiKey(deleting.id);
      toast.success(t('account.api.deleted'));
      setDeleting(undefined);
      await reload();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={shell.head}>
        <div>
          <Link to={SECURITY_PATH} className={shell.back}>
            ‹ {t('account.back_to_security')}
          </Link>
          <h1 className={shell.title}>{t('account.api.title')}</h1>
          <p className={shell.lead}>{t('account.api.text', { max: API_KEY_LIMITS.maxPerMember })}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
          {t('account.api.create')}
        </Button>
      </div>
      <ListState failed={t('account.load_failed')} isPending={keys.isPending} isError={keys.isError} count={rows.length} refetch={keys.refetch} empty={t('account.api.empty')}>
        <ApiKeyTable rows={rows} onEdit={(row) => setEditing({ kind: 'edit', row })} onDelete={setDeleting} />
        <Pager current={keys.data?.current ?? page} pages={keys.data?.pages ?? 1} onPage={setPage} />
      </ListState>
      {editing && (
        <ApiKeyFormDialog editing={editing.kind === 'edit' ? editing.row : undefined} googleBound={hasGoogle(member)} onClose={() => setEditing(undefined)} onSaved={saved} />
      )}
      {created && <ApiSecretDialog created={created} onClose={() => setCreated(undefined)} />}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('account.api.delete_title')}
        message={t('account.api.delete_text', { label: deleting?.label ?? '' })}
        confirmLabel={t('account.api.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}

export default function ApiKeysPage() {
  return <MemberGate>{(member) => <ApiKeys member={member} />}</MemberGate>;
}
