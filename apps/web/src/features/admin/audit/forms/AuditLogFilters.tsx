// The audit log's filters: actor (e-mail contains), scope and action (prefix), a range of days. Text
// filters apply on Enter or on leaving the field, the days at once; all of them live in the address,
// and changing one goes back to the first page.
import { useState } from 'react';
import { DatePicker, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS } from '@cairn/contracts';
import { ADDRESS_DAY, AUDIT_TEXT_FILTERS, filtersFromAddress, type AuditTextFilter } from '../auditFilters';

const ACTION_LIST_ID = 'audit-action-suggestions';

export function AuditLogFilters() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = filtersFromAddress(params);
  const [typed, setTyped] = useState<Partial<Record<AuditTextFilter, string>>>({});

  const update = (change: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change))
        if (value) next.set(key, value);
        else next.delete(key);
      next.delete('page');
      return next;
    });

  const textFilter = (key: AuditTextFilter) => {
    const value = typed[key] ?? applied[key] ?? '';
    const apply = (text = value) => {
      setTyped(({ [key]: _done, ...rest }) => rest);
      if ((text.trim() || undefined) !== applied[key]) update({ [key]: text.trim() || undefined });
    };
    return (
      <Input
        key={key}
        allowClear
        value={value}
        placeholder={t(`adminAudit.filters.${key}Placeholder`)}
        aria-label={t(`adminAudit.filters.${key}`)}
        onChange={(event) => {
          setTyped((current) => ({ ...current, [key]: event.target.value }));
          // The clear button empties the field: apply at once.
          if (event.type !== 'change') apply('');
        }}
        onPressEnter={() => apply()}
        onBlur={() => apply()}
        list={key === 'action' ? ACTION_LIST_ID : undefined}
        // Each placeholder whole at 1440 px in every language (French's actor one is the longest).
        style={{ width: key === 'actor' ? 250 : 230 }}
        data-testid={`audit-filter-${key}`}
      />
    );
  };

  return (
    <Flex gap={8} wrap align="center" data-testid="audit-filters">
      {AUDIT_TEXT_FILTERS.map(textFilter)}
      <datalist id={ACTION_LIST_ID}>
        {Object.values(AUDIT_ACTIONS).map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        value={[applied.from ?? null, applied.to ?? null]}
        format="DD-MM-YYYY"
        placeholder={[t('adminAudit.filters.from'), t('adminAudit.filters.to')]}
        aria-label={t('adminAudit.filters.period')}
        onChange={(range) =>
          update({ from: range?.[0]?.format(ADDRESS_DAY), to: range?.[1]?.format(ADDRESS_DAY) })
        }
        data-testid="audit-filter-period"
      />
    </Flex>
  );
}
