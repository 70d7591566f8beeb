import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { toast } from '@/stores/toast-store';
import { useActivateUser, useDeactivateUser, useSetUserRoles } from '../api/commands';
import type { UserListItem } from '../api/reads';
import { RoleSwitches } from './role-switches';

/** One user's roles (a user may hold several, spec 6) and the deactivate/activate action. */
export function UserSheet({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [confirming, setConfirming] = useState(false);
  const saveRoles = useSetUserRoles();
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const fail = (e: Error) => toast.error(e.message);

  const save = () =>
    saveRoles.mutate(
      { id: user.id, roles },
      { onSuccess: () => (toast.success(t('users.rolesSaved')), onClose()), onError: fail },
    );
  const changeStatus = () => {
    const [mutation, done] =
      user.status === 'active' ? [deactivate, 'users.deactivated'] : [activate, 'users.activated'];
    mutation.mutate(user.id, { onSuccess: () => (toast.success(t(done)), onClose()), onError: fail });
  };

  return (
    <Sheet title={t('users.rolesOf', { name: user.name })} open onClose={onClose}>
      <RoleSwitches header={t('profile.roles')} roles={roles} onChange={setRoles} />
      <button className="button" type="button" onClick={save} disabled={!roles.length || saveRoles.isPending}>
        {saveRoles.isPending ? t('common.saving') : t('common.save')}
      </button>
      <div style={{ height: 12 }} />
      {user.status === 'active' && !confirming ? (
        <button className="button destructive" type="button" onClick={() => setConfirming(true)}>
          {t('users.deactivate')}
        </button>
      ) : (
        <>
          {confirming ? (
            <p className="group-footer" style={{ marginBottom: 8 }}>
              {t('users.deactivateConfirm', { name: user.name })}
            </p>
          ) : null}
          <button
            className={user.status === 'active' ? 'button destructive' : 'button plain'}
            type="button"
            onClick={changeStatus}
            disabled={deactivate.isPending || activate.isPending}
          >
            {user.status === 'active' ? t('users.deactivate') : t('users.activate')}
          </button>
        </>
      )}
    </Sheet>
  );
}
