import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListProblem } from '@cairn/contracts';
import { ruleMessage } from '../../../shared/validation/antdRules';

/** A list row's problems found on save, each under the row in the user's language. */
export function RowProblems({ problems }: { problems: readonly ListProblem[] }) {
  const { t } = useTranslation();
  return problems.map((p) => (
    <Typography.Text key={p.field} type="danger" role="alert">
      {ruleMessage(p.message, t)}
    </Typography.Text>
  ));
}
