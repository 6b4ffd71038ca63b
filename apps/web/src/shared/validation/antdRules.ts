// Adapter from contracts' rules (written once for web and server) to antd Form rules.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { Rule, RuleMessage } from '@cairn/contracts';

export const ruleMessage = (message: RuleMessage, t: TFunction) =>
  t(`validation.${message.key}`, message.params ?? {});

export function antdRule(rule: Rule, t: TFunction): FormRule {
  return {
    validator: (_, value: unknown) => {
      const message = rule(value == null ? '' : String(value).trim());
      return message ? Promise.reject(new Error(ruleMessage(message, t))) : Promise.resolve();
    },
  };
}
