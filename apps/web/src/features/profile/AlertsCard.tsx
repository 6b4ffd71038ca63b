// Which orchestration alerts reach the user by e-mail: for the runs of every engagement they may
// read whose orchestration alerts on that ending. Each switch saves at once.
import { App, Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@cairn/contracts';
import { useAlertPreferences } from '../../shared/api/profile/useAlertPreferences';
import { useSaveAlertPreferences } from '../../shared/api/profile/useSaveAlertPreferences';

const CHOICES: readonly (keyof AlertPreferences)[] = ['failure', 'recovery', 'longRun'];

export function AlertsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preferences = useAlertPreferences();
  const save = useSaveAlertPreferences();
  const current = preferences.data ?? DEFAULT_ALERT_PREFERENCES;

  const change = (choice: keyof AlertPreferences, on: boolean) =>
    save.mutate(
      { ...current, [choice]: on },
      { onSuccess: () => void message.success(t('profile.alerts.saved')) },
    );

  return (
    <Card title={t('profile.alerts.title')} data-testid="profile-alerts" loading={preferences.isPending}>
      <Typography.Paragraph type="secondary">{t('profile.alerts.explanation')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        {CHOICES.map((choice) => (
          <Flex key={choice} gap={12} align="center" component="label">
            <Switch
              checked={current[choice]}
              loading={save.isPending && save.variables?.[choice] !== current[choice]}
              disabled={save.isPending}
              onChange={(on) => change(choice, on)}
              data-testid={`profile-alerts-${choice}`}
            />
            <Typography.Text>{t(`profile.alerts.${choice}`)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
