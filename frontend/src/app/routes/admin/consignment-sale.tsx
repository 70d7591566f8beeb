import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadedAgreement } from '@/features/consignment/components/agreement-sheets';
import { SaleForm } from '@/features/consignment/components/sale-form';
import { useConsignmentBase } from '@/features/consignment/hooks/use-consignment-base';
import { agreementCode } from '@domain/consignment';
import '@/features/consignment/consignment.css';
import '@/features/consignment/locales/register';

/** /admin/consignment/:id/sale and /consignment/:id/sale: spec 5's sale form as a page. */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const base = useConsignmentBase();
  const navigate = useNavigate();
  const back = `${base}/${id}`;
  return (
    <div data-testid="sale-screen">
      <Link to={back} className="back-link">
        ‹ {t('consignment.card.code', { code: agreementCode(id) })}
      </Link>
      <LargeTitle title={t('consignment.sale.title')} />
      <LoadedAgreement id={id}>{(a) => <SaleForm agreement={a} onDone={() => navigate(back)} />}</LoadedAgreement>
    </div>
  );
}
