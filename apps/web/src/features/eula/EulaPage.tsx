// Licence agreement (admin-console.md "Licence agreement"): a dialog with no way to close it but
// accepting; Accept is enabled only after ticking. Accepted already -> Overview.
import { useState } from 'react';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { useAcceptEula } from '../../shared/api/profile/useAcceptEula';
import { PageSpin } from '../../shared/components/PageSpin';
import './eula.css';

const SECTIONS = ['grant', 'data', 'restrictions', 'liability', 'termination'] as const;

export function EulaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const accept = useAcceptEula();
  const [ticked, setTicked] = useState(false);

  if (me.isPending || me.isError) return <PageSpin fullScreen />;
  if (me.data.eulaAcceptedDate && !accept.isSuccess) return <Navigate to="/overview" replace />;

  const onAccept = () =>
    accept.mutate(undefined, { onSuccess: () => navigate('/overview', { replace: true }) });

  return (
    <div className="cairn-eula-backdrop">
      <Modal
        open
        title={t('eula.title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        width={640}
        footer={
          <Button
            type="primary"
            disabled={!ticked}
            loading={accept.isPending}
            onClick={onAccept}
            data-testid="eula-accept"
          >
            {t('eula.accept')}
          </Button>
        }
      >
        <div data-testid="eula-dialog">
          <div className="cairn-eula-text" tabIndex={0} aria-label={t('eula.title')}>
            <Typography.Paragraph>{t('eula.intro')}</Typography.Paragraph>
            {SECTIONS.map((section) => (
              <div key={section}>
                <Typography.Title level={5}>{t(`eula.sections.${section}.title`)}</Typography.Title>
                <Typography.Paragraph>{t(`eula.sections.${section}.text`)}</Typography.Paragraph>
              </div>
            ))}
          </div>
          <Checkbox
            checked={ticked}
            onChange={(e) => setTicked(e.target.checked)}
            data-testid="eula-checkbox"
          >
            {t('eula.checkbox')}
          </Checkbox>
        </div>
      </Modal>
    </div>
  );
}
