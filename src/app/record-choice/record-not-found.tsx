import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentRoute } from '../current-route';
import { recordChoiceOf } from './record-choice';

/**
 * A record the address names that does not exist or is out of the reader's reach (the server answers 404 for both):
 * the screen's own message and, where the route offers a choice without an id (record-choice.ts), a link to that
 * choice, so the user picks another record instead of editing the address (issue 37 point 5).
 */
export function RecordNotFound({ message, style }: { message: string; style: CSSProperties }) {
  const { t } = useTranslation('selection');
  const route = useCurrentRoute();
  return (
    <div style={style}>
      <p role="alert" style={{ margin: 0 }}>{message}</p>
      {route && recordChoiceOf(route) && <p style={{ margin: '0.5rem 0 0' }}><Link href={route.path}>{t('record.another')}</Link></p>}
    </div>
  );
}
