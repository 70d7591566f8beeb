import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { PartnerView } from '@domain/consignment';
import type { PortalUser } from '@domain/users';
import { usePortalAccess, useWithdrawPortalAccess } from '../api/portal-access';
import { PortalInvite } from './portal-invite';

const dateFormat = (lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', { day: '2-digit', month: 'short', year: 'numeric' });

/** "Acceso al portal" on a partner's row (issue 45): opens who reads the partner's portal, and the invitation. */
export function PortalAccessButton({ partner }: { partner: PartnerView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => setOpen(true)}
        data-testid={`portal-access-${partner.taxId}`}
      >
        {t('consignment.portalAccess.open')}
      </button>
      {open ? <PortalAccessSheet partner={partner} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PortalAccessSheet({ partner, onClose }: { partner: PartnerView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const people = usePortalAccess(partner.id);
  const withdraw = useWithdrawPortalAccess(partner.id);
  const [confirming, setConfirming] = useState<PortalUser | null>(null);
  const since = dateFormat(i18n.language);
  const name = partner.tradeName || partner.businessName;

  const confirmWithdraw = (person: PortalUser) =>
    withdraw.mutate(person.email, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('consignment.portalAccess.withdrawn', { email: person.email }));
      },
      onError: (e) => toast.error(failureText(t('consignment.portalAccess.withdrawFailed'), e)),
    });

  const list = () => {
    if (people.error && !people.data)
      return <LoadFailed title={t('consignment.portalAccess.loadFailed')} onRetry={() => void people.refetch()} />;
    if (!people.data) return <SkeletonRows rows={2} />;
    return (
      <GroupedList
        header={t('consignment.portalAccess.people')}
        footer={people.data.length ? undefined : t('consignment.portalAccess.none')}
      >
        {people.data.map((p) => (
          <ListRow
            key={p.userId}
            testId={`portal-user-${p.email}`}
            icon="user"
            tint="#34c759"
            title={p.name}
            subtitle={
              // An e-mail is one long word: it breaks anywhere rather than run under the button at 390 px.
              <span style={{ overflowWrap: 'anywhere' }}>
                {p.email} · {t('consignment.portalAccess.since', { date: since.format(new Date(p.grantedAt)) })}
              </span>
            }
            detail={
              <button type="button" className="link-button danger" onClick={() => setConfirming(p)}>
                {t('consignment.portalAccess.withdraw')}
              </button>
            }
          />
        ))}
      </GroupedList>
    );
  };

  return (
    <Sheet title={t('consignment.portalAccess.title', { name })} open onClose={onClose}>
      <div data-testid="portal-access-sheet">
        <p className="group-footer">{t('consignment.portalAccess.explain', { name })}</p>
        {list()}
        {confirming ? (
          <div
            role="alertdialog"
            aria-label={t('consignment.portalAccess.withdraw')}
            data-testid="portal-withdraw-confirm"
          >
            <p className="group-footer" style={{ marginBottom: 8 }}>
              {t('consignment.portalAccess.withdrawConfirm', { name: confirming.name, email: confirming.email })}
            </p>
            <button
              className="button destructive"
              type="button"
              onClick={() => confirmWithdraw(confirming)}
              disabled={withdraw.isPending}
              data-testid="portal-withdraw-yes"
            >
              {t('consignment.portalAccess.withdraw')}
            </button>
            <button className="button plain" type="button" onClick={() => setConfirming(null)}>
              {t('consignment.portalAccess.cancel')}
            </button>
          </div>
        ) : (
          <PortalInvite partnerId={partner.id} />
        )}
      </div>
    </Sheet>
  );
}
