import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../paths';
import { useModalClose } from '../selection/use-modal-close';
import { AnalyzerForm } from './analyzer-form';

/** tool_analyzer (spec 01 §2): the analyzer in a modal, opened from the side menu's footer; the same form as /tools/analyzer. */
export default function AnalyzerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('analyzer');
  const ref = useModalClose<HTMLElement>(onClose);
  return (
    <ld-modal ref={ref} open label={t('title')} className="analyzer-dialog" style={{ '--ld-modal-width': '44rem' } as React.CSSProperties}>
      <AnalyzerForm />
      <div slot="footer" className="dialog-footer">
        <Link href={paths.analyzer} onClick={onClose}>{t('openPage')}</Link>
      </div>
    </ld-modal>
  );
}
