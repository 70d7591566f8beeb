import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import type { SessionUser } from '@/lib/access';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { updateProfileBody } from '@domain/users';
import { useUpdateMe } from '../api/commands';

/** Name, first and last name (PATCH /api/auth/me); spec 8's 'Failed to update profile' on failure. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit } = useSchemaForm(updateProfileBody, {
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const update = useUpdateMe();
  const failed = (err: unknown) =>
    toast.error(err instanceof ApiError && err.message ? err.message : t('profile.updateFailed'));
  const submit = handleSubmit(
    (body) => update.mutate(body, { onSuccess: () => toast.success(t('profile.updated')), onError: failed }),
    // The schema's message, as the server would have answered it.
    (errors) => toast.error(Object.values(errors)[0]?.message ?? t('profile.updateFailed')),
  );
  return (
    <form onSubmit={submit} aria-label={t('profile.personal')}>
      <GroupedList header={t('profile.personal')}>
        <Field label={t('profile.name')} {...register('name')} autoComplete="name" />
        <Field label={t('profile.firstName')} {...register('firstName')} autoComplete="given-name" />
        <Field label={t('profile.lastName')} {...register('lastName')} autoComplete="family-name" />
      </GroupedList>
      <button className="button" type="submit" disabled={update.isPending || !name.trim()}>
        {update.isPending ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}
