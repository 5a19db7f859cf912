import { useTranslation } from 'react-i18next';
import { AnalyzerForm } from '../../app/analyzer/analyzer-form';

/** /tools/analyzer (spec 01 §2, master): the problem-analysis tool on a page of its own; the modal tool_analyzer shows the same form. */
export default function Analyzer() {
  const { t } = useTranslation('analyzer');
  return (
    <section className="analyzer-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <AnalyzerForm />
    </section>
  );
}
